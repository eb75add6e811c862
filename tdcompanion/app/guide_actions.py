"""The guide's window seen from the main window: which page F1 opens, and the keys the keyboard page lists.

F1 opens the guide on what the Director is doing: on a wizard page, at the page of the irregularity
ruled (:mod:`tdcompanion.guide.topics`); on another tab, at the task of that tab. The keyboard page
lists the keys read from the program itself, so it cannot go stale: every menu command with a shortcut,
then the keys of each tab (its actions, its shortcuts and its buttons' Alt keys), the wizard's included.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu, QMenuBar

from tdcompanion.app.window_api import (
    ANALYSIS_TAB,
    AUCTION_TAB,
    DEAL_TAB,
    INCIDENT_TAB,
    PLAY_TAB,
    RULING_TAB,
    SCORE_TAB,
)
from tdcompanion.guide import HOME
from tdcompanion.guide.topics import topic_of
from tdcompanion.widgets.irregularity_wizard import wizard_keys
from tdcompanion.widgets.key_rows import ShortcutRow, keys_text, plain, widget_rows

if TYPE_CHECKING:
    from tdcompanion.widgets.board_workspace import BoardWorkspace

#: The guide's page for each tab of the workspace (the wizard's: see :func:`guide_topic`).
TAB_PAGES = {
    DEAL_TAB: "record-board",
    AUCTION_TAB: "record-board#auction",
    PLAY_TAB: "record-board#play",
    INCIDENT_TAB: "incidents",
    SCORE_TAB: "scores",
    ANALYSIS_TAB: "scores#double-dummy",
}


def guide_topic(workspace: BoardWorkspace | None) -> str:
    """The page (and anchor) F1 opens: the irregularity the wizard is ruling, else the tab's task."""
    if workspace is None:
        return HOME
    tab = workspace.tabs.currentIndex()
    if tab == RULING_TAB:
        irregularity = workspace.wizard.session.irregularity
        return topic_of(irregularity.kind if irregularity is not None else None)
    return TAB_PAGES.get(tab, HOME)


def _menus(bar: QMenuBar) -> list[tuple[str, QMenu]]:
    """Every menu of the menu bar and its submenus, with its path (``File › Open Recent``)."""
    found: list[tuple[str, QMenu]] = []

    def walk(menu: QMenu, where: str) -> None:
        found.append((where, menu))
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub, f"{where} › {plain(sub.title())}")

    for action in bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            walk(menu, plain(menu.title()))
    return found


def menu_rows(bar: QMenuBar) -> list[ShortcutRow]:
    """Every command of the menu bar with a shortcut, as (menu, command, keys)."""
    return [
        (where, plain(action.text()), keys_text(action.shortcuts()))
        for where, menu in _menus(bar)
        for action in menu.actions()
        if action.menu() is None and keys_text(action.shortcuts())
    ]


def window_shortcuts(bar: QMenuBar, workspace: BoardWorkspace) -> list[ShortcutRow]:
    """The keyboard page's rows: the menu bar's commands, then each tab's keys (every tab built to list them)."""
    rows = menu_rows(bar)
    in_menus = {action for _where, menu in _menus(bar) for action in menu.actions()}
    tabs = workspace.tabs
    for index in range(tabs.count()):
        rows += widget_rows(tabs.page(index), plain(tabs.tabText(index)), in_menus)
        if index == RULING_TAB:  # the wizard's keys that are not shortcuts: Enter, Y/N, the option numbers
            rows += [(plain(tabs.tabText(index)), what, keys) for what, keys in wizard_keys()]
    return rows
