"""What the table models of a board share: the index type, the bounds check, common colours."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex
from PySide6.QtGui import QColor

Index = QModelIndex | QPersistentModelIndex

#: Hearts and diamonds are printed in this colour everywhere.
RED_SUIT_COLOUR = QColor(0xC0, 0x00, 0x00)
#: Background of an irregular call or card.
IRREGULAR_BACKGROUND = QColor(0xFF, 0xD8, 0xA8)


def in_table(model: QAbstractItemModel, index: Index) -> bool:
    """``index`` is a cell of ``model`` (a flat table) within its current rows and columns."""
    return (
        index.isValid()
        and index.model() is model
        and 0 <= index.row() < model.rowCount()
        and 0 <= index.column() < model.columnCount()
    )
