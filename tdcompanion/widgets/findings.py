"""The rows of the wizard's "Irregularities the record shows" list (issue 21).

An irregularity a ruling has been given on (:meth:`RulingSession.findings
<tdcompanion.models.ruling_session.RulingSession.findings>`) stays listed, marked "✓ … (ruled)", and
cannot be chosen there again: nothing offers to rule on it twice. The Director who means to rule on it
again chooses its kind under "Something else happened" (the tooltip says so); the first irregularity
not yet ruled on is the one chosen at first.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from tdcompanion.models.text import arg


def finding_item(view: QListWidget, text: str, ruled: bool) -> QListWidgetItem:
    """A row of ``view`` saying ``text``; marked, and not to be chosen, when ``ruled``."""
    if not ruled:
        return QListWidgetItem(text, view)
    item = QListWidgetItem(arg(QCoreApplication.translate("Findings", "✓ %1 (ruled)"), text), view)
    item.setFlags(item.flags() & ~(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable))
    item.setToolTip(QCoreApplication.translate(
        "Findings", "Already ruled on. To rule on it again, choose its kind under “Something else happened”."))
    return item


def select_first_open(view: QListWidget) -> bool:
    """Make the first row not yet ruled on the current one; False if every row is ruled on (or none)."""
    for row in range(view.count()):
        if view.item(row).flags() & Qt.ItemFlag.ItemIsEnabled:
            view.setCurrentRow(row)
            return True
    view.setCurrentRow(-1)
    return False
