"""What the table models of a board share: the index type and the bounds check."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex

Index = QModelIndex | QPersistentModelIndex


def in_table(model: QAbstractItemModel, index: Index) -> bool:
    """``index`` is a cell of ``model`` (a flat table) within its current rows and columns."""
    return (
        index.isValid()
        and index.model() is model
        and 0 <= index.row() < model.rowCount()
        and 0 <= index.column() < model.columnCount()
    )
