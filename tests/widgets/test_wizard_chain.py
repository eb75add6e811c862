"""Rulings that lead to rulings, in the wizard (issue 22): once the first ruling is applied, what it created is
offered as the next irregularity to rule on, and ruled by its own law."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.board import Board
from tdcompanion.core.laws import Irregularity, IrregularityKind, law45_47, law57_60
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.widgets.board_workspace import RULING_TAB, BoardWorkspace
from tdcompanion.widgets.irregularity_wizard import KIND_ROLE, RULING_PAGE, START_PAGE, IrregularityWizard
from tests.core.laws.scenarios import E, c, record

LEFT = Qt.MouseButton.LeftButton


def _answer(qtbot: QtBot, wizard: IrregularityWizard, answers: dict[str, object]) -> None:
    """Answer each question the wizard asks from ``answers``, by the fact's id."""
    while wizard.session.question is not None:
        question = wizard.session.question
        assert question.id in answers, f"the wizard asks {question.id}"
        assert wizard._input is not None
        wizard._input.select(answers[question.id])
        qtbot.mouseClick(wizard.answer_button, LEFT)


def test_a_card_deemed_played_out_of_turn_is_offered_next_as_a_premature_play(
    qtbot: QtBot, translators: Translators
) -> None:
    """West leads the ♦J; East holds the ♦7 so that West can see it, before dummy has played: a played card (45C1),
    played out of turn. Once that ruling is applied, the wizard lists the premature play (57D) to rule on next."""
    translators.set_language("en")
    board = record("W:DJ")
    ws = BoardWorkspace(BoardDocument(Board.standard(1, board.deal), auction=board.auction, play=board.play))
    qtbot.addWidget(ws)
    ws.show()
    ws.show_tab(RULING_TAB)
    wizard = ws.wizard
    assert wizard.detected.count() == 0
    wizard.kinds.setCurrentIndex(wizard.kinds.findData(IrregularityKind.CARD_PLAYED, KIND_ROLE))
    qtbot.mouseClick(wizard.start_other, LEFT)
    _answer(qtbot, wizard, {law45_47.WHAT.id: law45_47.Happened.DEFENDER_CARD_SEEN, law45_47.SEAT.id: E,
                            law45_47.CARD.id: c("D7"), law45_47.TRICK.id: 1, law45_47.ALREADY_PLAYED.id: False})
    assert wizard.pages.currentIndex() == RULING_PAGE
    qtbot.mouseClick(wizard.apply_button, LEFT)
    qtbot.mouseClick(wizard.new_button, LEFT)
    assert wizard.pages.currentIndex() == START_PAGE
    premature = Irregularity(IrregularityKind.PREMATURE_PLAY, event=1)
    rows = [wizard.detected.item(i) for i in range(wizard.detected.count())]
    assert [r.data(KIND_ROLE) for r in rows] == [premature]
    assert rows[0].text() == "premature lead or play, trick 1"
    assert rows[0].flags() & Qt.ItemFlag.ItemIsEnabled and wizard.start_detected.isEnabled()
    qtbot.mouseClick(wizard.start_detected, LEFT)
    _answer(qtbot, wizard, {law57_60.P_DUMMY_PROMPTED.id: False})
    assert wizard.pages.currentIndex() == RULING_PAGE
    ruling = wizard.session.ruling
    assert ruling is not None and ruling.irregularity is IrregularityKind.PREMATURE_PLAY
    assert str(ruling.laws[0]) == "57D"
