"""The Play tab takes dummy's card as declarer said it (Law 46, issue 17): the Director types the words at
dummy's turn, Law 46B gives the card, it is played and recorded with the words (one undo step), the wizard
offers the Law 46 ruling for it and reads the words from the record; a choice the law leaves is offered as
the legal cards; words that name nothing are explained and stay in the line (pytest-qt, offscreen)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.board import Board
from tdcompanion.core.laws import IrregularityKind
from tdcompanion.core.play import Play
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.widgets.board_workspace import PLAY_TAB, RULING_TAB, BoardWorkspace
from tests.core.laws.scenarios import N, c, record
from tests.widgets.test_irregularity_wizard import answer, workspace_for
from tests.widgets.test_wizard_law23_27 import asked
from tests.widgets.test_wizard_law24_41 import read_both, start_kind

# North (dummy: ♠AKQ ♥AKQJ ♦432 ♣432) in 4♥ by South; West leads the ♠5, or dummy won trick 1 and leads.
SPADE_LED = ("W:S5",)
DUMMY_LEADS = ("W:S5", "N:SA", "E:S7", "S:S2")
KIND = "dummy's card called incompletely or wrongly (\"high\", \"low\", a suit or rank alone)"


def workspace(qtbot: QtBot, *plays: str) -> BoardWorkspace:
    board = record(*plays)
    doc = BoardDocument(Board.standard(7, board.deal), auction=board.auction, play=board.play)
    ws = BoardWorkspace(doc)
    qtbot.addWidget(ws)
    ws.resize(1366, 700)
    ws.show()
    ws.show_tab(PLAY_TAB)
    return ws


def say(qtbot: QtBot, ws: BoardWorkspace, words: str) -> QLineEdit:
    """Type declarer's words as key events (Greek too: qtbot.keyClicks aborts on it) and press Enter."""
    entry = ws.play_table.dummy_call.entry
    assert entry.isEnabled()
    entry.setFocus()
    entry.selectAll()
    for char in words:
        QApplication.sendEvent(entry, QKeyEvent(QKeyEvent.Type.KeyPress, 0, Qt.KeyboardModifier.NoModifier, char))
    qtbot.keyClick(entry, Qt.Key.Key_Return)
    return entry


def last_event(ws: BoardWorkspace) -> object:
    play = ws.document.play
    assert play is not None
    return play.events[-1]


def test_high_plays_dummys_ace_records_the_words_and_the_wizard_rules_on_it(
    qtbot: QtBot, translators: Translators
) -> None:
    translators.set_language("en")
    ws = workspace(qtbot, *SPADE_LED)
    steps = ws.document.undo_stack.count()
    entry = say(qtbot, ws, "high")
    assert last_event(ws) == Play(N, c("SA"), "high")
    assert ws.document.undo_stack.count() == steps + 1  # one undoable edit
    assert ws.document.undo_stack.undoText() == "North plays ♠A (\u201chigh\u201d)"
    assert entry.text() == ""
    assert "declarer called it: \u201chigh\u201d (Law 46)" in ws.play_table.message.text()
    state = ws.play_table.state
    assert state is not None and state.current is not None and state.current.cards[-1].card == c("SA")
    assert c("SA") not in (state.hands[N] or ())

    wizard = ws.wizard
    ws.show_tab(RULING_TAB)
    texts = [wizard.detected.item(i).text() for i in range(wizard.detected.count())]
    assert texts == [f"{KIND}, trick 1"]
    qtbot.mouseClick(wizard.start_detected, Qt.MouseButton.LeftButton)
    assert asked(wizard) == "law46.intention_incontrovertible"  # what was said is read off the record
    answer(qtbot, wizard, False)
    english, greek = read_both(qtbot, wizard)
    assert "North's ♠A is a played card and stays played (Law 46B1(a))." in english
    assert "Το ♠A του Βορρά θεωρείται παιγμένο και μένει παιγμένο – Νόμος 46Β1(α)." in greek

    ws.document.undo_stack.undo()
    assert ws.document.play is not None and len(ws.document.play.events) == 1


def test_rigas_in_greek_leads_dummys_king_of_the_suit_it_won_in(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws = workspace(qtbot, *DUMMY_LEADS)
    assert ws.play_table.dummy_call.label.text() == "Ο ε&κτελεστής είπε:"
    say(qtbot, ws, "ρήγας")
    assert last_event(ws) == Play(N, c("SK"), "ρήγας")  # 46B3(a): dummy won trick 1 with a spade
    assert ws.wizard.session.detected()[-1].kind is IrregularityKind.DUMMY_CARD_NAMED


def test_a_full_card_dummy_holds_is_simply_played(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws = workspace(qtbot, *SPADE_LED)
    say(qtbot, ws, "king of spades")
    assert last_event(ws) == Play(N, c("SK"))
    assert not ws.wizard.session.detected()


def test_two_cards_of_the_rank_declarer_says_which(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws = workspace(qtbot, *DUMMY_LEADS)
    call = ws.play_table.dummy_call
    entry = say(qtbot, ws, "two")  # no ♠2 in dummy: ♦2 or ♣2 (46B3(b))
    assert set(call.card_buttons) == {c("D2"), c("C2")}
    assert call.choice_text == "Declarer designates the card to be played from dummy (Law 46B). Which card?"
    assert len(ws.document.play.events) == len(DUMMY_LEADS)  # type: ignore[union-attr]  # nothing yet
    qtbot.mouseClick(call.card_buttons[c("C2")], Qt.MouseButton.LeftButton)
    assert last_event(ws) == Play(N, c("C2"), "two")
    assert not call.card_buttons and call.choice_text == "" and entry.text() == ""


def test_play_anything_either_defender_designates(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws = workspace(qtbot, *SPADE_LED)
    call = ws.play_table.dummy_call
    say(qtbot, ws, "anything")
    assert set(call.card_buttons) == {c("SA"), c("SK"), c("SQ")}  # the legal cards only: dummy follows suit
    assert call.choice_text.startswith("Either defender designates the card to be played from dummy (Law 46B5)")
    qtbot.mouseClick(call.card_buttons[c("SQ")], Qt.MouseButton.LeftButton)
    assert last_event(ws) == Play(N, c("SQ"), "anything")


def test_words_that_name_nothing_are_explained_and_kept(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws = workspace(qtbot, *SPADE_LED)
    entry = say(qtbot, ws, "hello")
    message = ws.play_table.message.text()
    assert message.startswith("\u201chello\u201d names no card of dummy's. Type what declarer said")
    assert entry.text() == "hello"
    assert ws.document.play is not None and len(ws.document.play.events) == 1


def test_the_line_is_open_at_dummys_turn_only(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws = workspace(qtbot)
    entry = ws.play_table.dummy_call.entry
    assert not entry.isEnabled()  # West to lead
    ws.play_table.card_entry.setText("s5")
    qtbot.keyClick(ws.play_table.card_entry, Qt.Key.Key_Return)
    assert entry.isEnabled()
    ws.play_table.to_start()  # looking back: nothing is recorded there
    assert not entry.isEnabled()


def test_law46_on_a_lead_out_of_turn_at_dummys_turn_says_to_rule_on_the_lead_first(
    qtbot: QtBot, translators: Translators
) -> None:
    """The board as the lead out of turn found it: dummy (North) was to lead and East led the ♦7."""
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law56-lead-out-of-turn.json")
    start_kind(qtbot, ws.wizard, KIND)
    refusal = ws.wizard.session.refusal
    assert refusal is not None and refusal.reason == "lead_out_of_turn_first"
    assert "East led out of turn when dummy (North) was to lead: rule on that lead first" in ws.wizard.refusal.text()
