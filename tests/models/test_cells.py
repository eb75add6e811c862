"""The bounds check every table model of the board uses."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex
from PySide6.QtGui import QStandardItemModel

from tdcompanion.models.cells import in_table


def test_a_cell_inside_the_table_is_in_it(qapp: object) -> None:
    model = QStandardItemModel(3, 2)
    assert in_table(model, model.index(2, 1))
    assert in_table(model, model.index(0, 0))


def test_invalid_foreign_or_stale_indexes_are_not(qapp: object) -> None:
    model, other = QStandardItemModel(3, 2), QStandardItemModel(3, 2)
    stale = model.index(2, 1)
    assert not in_table(model, QModelIndex())
    assert not in_table(model, other.index(0, 0))
    model.setRowCount(2)  # the row is gone, an index kept from before is not
    assert not in_table(model, stale)
