"""Rulings that lead to rulings, in the wizard (issue 22): once the first ruling is applied, what it created is
offered as the next irregularity to rule on, and ruled by its own law."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Board
from tdcompanion.core.laws import Irregularity, IrregularityKind, law28_34, law45_47, law57_60
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.widgets.board_workspace import RULING_TAB, BoardWorkspace
from tdcompanion.widgets.irregularity_wizard import KIND_ROLE, RULING_PAGE, START_PAGE, IrregularityWizard
from tests.core.laws.scenarios import DEAL, E, c, record

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


def test_a_call_deemed_made_later_is_offered_next_as_an_insufficient_bid(
    qtbot: QtBot, translators: Translators
) -> None:
    """North opens 1♥; South's 1♦ and East's 1♠ are made together at East's turn. South's call is deemed made after
    East's (Law 33): the board's auction shows it there, and the wizard offers it as an insufficient bid (27)."""
    translators.set_language("en")
    auction = Auction.from_text(Seat.N, "1H").add("1D", Seat.S).add("1S", E)
    ws = BoardWorkspace(BoardDocument(Board.standard(1, DEAL), auction=auction))
    qtbot.addWidget(ws)
    ws.show()
    ws.show_tab(RULING_TAB)
    wizard = ws.wizard
    assert [wizard.detected.item(i).data(KIND_ROLE) for i in range(wizard.detected.count())] == [
        Irregularity(IrregularityKind.CALL_OUT_OF_ROTATION, call=1)]
    qtbot.mouseClick(wizard.start_detected, LEFT)
    _answer(qtbot, wizard, {law28_34.SIMULTANEOUS.id: True, law28_34.ARTIFICIAL.id: False})
    assert wizard.pages.currentIndex() == RULING_PAGE
    qtbot.mouseClick(wizard.apply_button, LEFT)
    qtbot.mouseClick(wizard.new_button, LEFT)
    assert [(e.seat, str(e.call)) for e in ws.document.record.auction.entries] == [
        (Seat.N, "1♥"), (E, "1♠"), (Seat.S, "1♦")]
    rows = [wizard.detected.item(i) for i in range(wizard.detected.count())]
    assert [r.data(KIND_ROLE) for r in rows if r.flags() & Qt.ItemFlag.ItemIsEnabled] == [
        Irregularity(IrregularityKind.INSUFFICIENT_BID, call=2)]
