"""The keys a window answers to, read from its widgets: what the guide's keyboard page lists (issue 21).

Read rather than written down, so that the page cannot go stale: a widget's actions and shortcuts
with their keys, and each button's Alt key (the letter its text underlines).
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QWidget

#: One row of the keyboard page: where the key works, what it does, the keys.
ShortcutRow = tuple[str, str, str]


def plain(text: str) -> str:
    """A menu's or button's text without its ``&`` marks (``&&`` is a real ``&``) or its ``…``."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def keys_text(sequences: list[QKeySequence]) -> str:
    """The keys of a command as the system writes them: ``Ctrl+Z, Alt+Backspace``."""
    return ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in sequences if not s.isEmpty())


def widget_rows(root: QWidget, where: str, skip: set[QAction]) -> list[ShortcutRow]:
    """The keys of ``root`` and the widgets in it: actions and shortcuts (not those in ``skip``, the menus'),
    and each button's Alt key."""
    rows: list[ShortcutRow] = []
    for action in root.findChildren(QAction):
        keys = keys_text(action.shortcuts())
        if keys and action not in skip and plain(action.text()):
            rows.append((where, plain(action.text()), keys))
    for shortcut in root.findChildren(QShortcut):
        keys = keys_text([shortcut.key()])
        what = plain(shortcut.whatsThis() or shortcut.objectName())
        if keys and what:
            rows.append((where, what, keys))
    for button in root.findChildren(QAbstractButton):
        keys = keys_text([button.shortcut()])
        if keys and plain(button.text()) and not button.isHidden():
            rows.append((where, plain(button.text()), keys))
    return sorted(set(rows), key=rows.index)
