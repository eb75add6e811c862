"""Colours that follow the palette: style sheets and rich text written from palette roles are
written again whenever the palette changes (a dark or a high-contrast theme chosen while the program
runs), since Qt repaints with the new palette but cannot rewrite a colour baked into a string.

A widget with a style sheet of its own gets no palette event when the application's palette changes
(Qt resolves its palette from the sheet), so the watcher also listens to the application's
``paletteChanged`` signal: deprecated in C++ in favour of that very event, still emitted in Qt 6.

A watcher is a child of its widget and holds no strong reference back to it (a bound method is held
weakly; a style sheet is applied to the watcher's parent): such a reference would make a cycle that only
Python's garbage collector frees, at whatever moment it runs, deleting a window while Qt paints it.

Painted widgets and item models need none of this: they ask :mod:`tdcompanion.models.colours`
at paint time.
"""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QTableWidget, QTableWidgetItem, QWidget

from tdcompanion.models.colours import Kind, Role, colour, css

PALETTE_EVENTS = (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)
#: Where a list item keeps the role its text is coloured in.
ITEM_COLOUR_ROLE = int(Qt.ItemDataRole.UserRole) + 0x100


class _PaletteWatcher(QObject):
    """Calls ``apply(widget)`` on each palette change of its parent ``widget`` or of the application."""

    def __init__(self, widget: QWidget, apply: Callable[[QWidget], None]) -> None:
        super().__init__(widget)
        self._apply = apply
        widget.installEventFilter(self)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.paletteChanged.connect(self._on_application_palette)

    def run(self) -> None:
        widget = self.parent()
        if isinstance(widget, QWidget):
            self._apply(widget)

    @Slot()
    def _on_application_palette(self) -> None:
        self.run()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in PALETTE_EVENTS:
            self.run()
        return False


def follow_palette(widget: QWidget, apply: Callable[[], None]) -> None:
    """Call ``apply`` now and again each time ``widget``'s palette (or the application's) changes.

    ``apply`` is a method (held weakly) or a function that does not hold ``widget`` or its window.
    """
    owner = getattr(apply, "__self__", None)
    if owner is not None and not inspect.ismodule(owner):  # a method, Python's or Qt's: hold its object weakly
        ref, name = weakref.ref(owner), apply.__name__

        def call(_widget: QWidget) -> None:
            target = ref()
            if target is not None:
                getattr(target, name)()

        _PaletteWatcher(widget, call).run()
    else:
        _PaletteWatcher(widget, lambda _widget: apply()).run()


def set_style(widget: QWidget, sheet: str) -> None:
    """Set a style sheet unless it is already set: a new one re-polishes the widget, which changes its
    palette, which would call the watcher again."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def styled(widget: QWidget, sheet: Callable[[], str]) -> None:
    """Give ``widget`` the style sheet ``sheet()`` returns, written again on every palette change."""
    _PaletteWatcher(widget, lambda target: set_style(target, sheet())).run()


def colour_item(item: QListWidgetItem | QTableWidgetItem, role: Role) -> None:
    """Colour an item's text (or, for a FILL role, its background) in ``role``; :func:`follow_item_colours`
    colours it again on a palette change."""
    item.setData(ITEM_COLOUR_ROLE, role.name)
    if role.kind is Kind.FILL:
        item.setBackground(colour(role))
    else:
        item.setForeground(colour(role))


def _recolour_items(view: QWidget) -> None:
    items: list[QListWidgetItem | QTableWidgetItem | None] = []
    if isinstance(view, QListWidget):
        items = [view.item(row) for row in range(view.count())]
    elif isinstance(view, QTableWidget):
        items = [view.item(r, c) for r in range(view.rowCount()) for c in range(view.columnCount())]
    for item in items:
        name = item.data(ITEM_COLOUR_ROLE) if item is not None else None
        if item is not None and isinstance(name, str):
            colour_item(item, Role[name])


def follow_item_colours(view: QListWidget | QTableWidget) -> None:
    """Colour again, at each palette change, the items of ``view`` that :func:`colour_item` coloured."""
    _PaletteWatcher(view, _recolour_items).run()


def text_style(role: Role) -> str:
    """A label's style sheet for text in ``role``'s colour."""
    return f"color: {css(role)};"


def refused_style() -> str:
    """A refused answer or command: error text on an error fill, framed."""
    return (
        f"color: {css(Role.ERROR)}; background: {css(Role.ERROR_FILL)}; border: 1px solid {css(Role.ERROR)};"
        " border-radius: 3px; padding: 3px 6px;"
    )


def coloured(text: str, role: Role) -> str:
    """Rich text: ``text`` (already escaped) in ``role``'s colour."""
    return f'<span style="color:{css(role)}">{text}</span>'


def vulnerable_style() -> str:
    """A vulnerable seat's mark: the strong red with readable text on it, bold."""
    return f"background: {css(Role.VULNERABLE)}; color: {css(Role.ON_STRONG)}; font-weight: bold;"


__all__ = [
    "ITEM_COLOUR_ROLE",
    "PALETTE_EVENTS",
    "colour_item",
    "coloured",
    "follow_item_colours",
    "follow_palette",
    "refused_style",
    "set_style",
    "styled",
    "text_style",
    "vulnerable_style",
]
