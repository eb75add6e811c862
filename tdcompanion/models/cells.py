"""What the table models of a board share: the index type, the bounds check, a colour role as a brush."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex
from PySide6.QtGui import QBrush

from tdcompanion.models.colours import Role, colour

Index = QModelIndex | QPersistentModelIndex



def brush(role: Role) -> QBrush:
    """``role``'s colour in the application's palette, for a ForegroundRole or BackgroundRole: asked at each
    repaint, so a view follows a change of palette without being told."""
    return QBrush(colour(role))


def in_table(model: QAbstractItemModel, index: Index) -> bool:
    """``index`` is a cell of ``model`` (a flat table) within its current rows and columns."""
    return (
        index.isValid()
        and index.model() is model
        and 0 <= index.row() < model.rowCount()
        and 0 <= index.column() < model.columnCount()
    )
