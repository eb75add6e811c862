"""The wizard's "Irregularities the record shows": an irregularity ruled on stays listed, marked, and is not
offered for a second ruling (issue 21); its kind can still be chosen under "Something else happened"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.board import Board
from tdcompanion.core.laws import Irregularity, IrregularityKind
from tdcompanion.core.play import Expose, ExposeHow
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.widgets.board_workspace import RULING_TAB, BoardWorkspace
from tdcompanion.widgets.irregularity_wizard import KIND_ROLE, RULING_PAGE, START_PAGE, IrregularityWizard
from tests.core.laws.scenarios import E, W, c, record
from tests.widgets.test_irregularity_wizard import workspace_for

LEFT = Qt.MouseButton.LeftButton


def _rows(wizard: IrregularityWizard) -> list[tuple[str, bool]]:
    view = wizard.detected
    return [(view.item(i).text(), bool(view.item(i).flags() & Qt.ItemFlag.ItemIsEnabled)) for i in range(view.count())]


def _rule_by_kind(qtbot: QtBot, wizard: IrregularityWizard, kind: IrregularityKind) -> None:
    """Choose ``kind`` under "Something else happened" and start: no card named."""
    wizard.kinds.setCurrentIndex(wizard.kinds.findData(kind, KIND_ROLE))
    qtbot.mouseClick(wizard.start_other, LEFT)


@pytest.mark.parametrize("how", ["from the list", "by its kind"])
@pytest.mark.parametrize(("lang", "mark"), [("en", "✓ exposed card, trick 3 (ruled)"),
                                            ("el", "✓ φύλλο που εκτέθηκε, λεβέ 3 (με απόφαση)")])  # fmt: skip
def test_a_ruled_irregularity_is_marked_and_not_offered_again(
    qtbot: QtBot, translators: Translators, how: str, lang: str, mark: str
) -> None:
    """Law 50: West's ♦J dropped face up. Ruled on and applied, it is listed as ruled, cannot be chosen in
    the list, and "Rule on it" is off; a ruling by kind (no card named) is on that card too."""
    translators.set_language(lang)
    ws, _ = workspace_for(qtbot, "law50-penalty-card.json")
    wizard = ws.wizard
    ((text, offered),) = _rows(wizard)
    assert offered and wizard.start_detected.isEnabled()
    if how == "from the list":
        qtbot.mouseClick(wizard.start_detected, LEFT)
    else:
        _rule_by_kind(qtbot, wizard, IrregularityKind.EXPOSED_CARD)
    assert wizard.pages.currentIndex() == RULING_PAGE
    qtbot.mouseClick(wizard.apply_button, LEFT)
    qtbot.mouseClick(wizard.new_button, LEFT)
    assert wizard.pages.currentIndex() == START_PAGE
    assert _rows(wizard) == [(mark, False)]
    assert mark.startswith(f"✓ {text}")
    assert wizard.detected.currentRow() == -1 and not wizard.start_detected.isEnabled()
    assert wizard.detected.item(0).toolTip()
    wizard.detected.itemActivated.emit(wizard.detected.item(0))  # nothing starts from a ruled row
    assert wizard.pages.currentIndex() == START_PAGE
    _rule_by_kind(qtbot, wizard, IrregularityKind.EXPOSED_CARD)  # on purpose, by its kind: still possible
    assert wizard.pages.currentIndex() != START_PAGE


def test_the_first_irregularity_not_ruled_on_is_chosen(qtbot: QtBot, translators: Translators) -> None:
    """East then West drop a card at trick 1: East's ruled on, West's is the one chosen for "Rule on it"."""
    translators.set_language("en")
    board = record("W:DJ")
    assert board.play is not None
    play = board.play.add(Expose(E, (c("C7"),), ExposeHow.DROPPED)).add(Expose(W, (c("C8"),), ExposeHow.DROPPED))
    ws = BoardWorkspace(BoardDocument(Board.standard(1, board.deal), auction=board.auction, play=play))
    qtbot.addWidget(ws)
    ws.show()
    ws.show_tab(RULING_TAB)
    wizard = ws.wizard
    assert _rows(wizard) == [("exposed card, trick 1", True)] * 2 and wizard.detected.currentRow() == 0
    qtbot.mouseClick(wizard.start_detected, LEFT)  # East's
    while wizard.session.question is not None:  # any answer will do
        question = wizard.session.question
        assert wizard._input is not None
        wizard._input.select((question.choices or (False,))[0])
        qtbot.mouseClick(wizard.answer_button, LEFT)
    qtbot.mouseClick(wizard.apply_button, LEFT)
    qtbot.mouseClick(wizard.new_button, LEFT)
    assert _rows(wizard) == [("✓ exposed card, trick 1 (ruled)", False), ("exposed card, trick 1", True)]
    assert wizard.detected.currentRow() == 1 and wizard.start_detected.isEnabled()
    assert wizard.detected.currentItem().data(KIND_ROLE) == Irregularity(IrregularityKind.EXPOSED_CARD, event=2)
