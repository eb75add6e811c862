"""pytest-qt flows through the irregularity wizard for Laws 28-34: a bid and a pass out of rotation started from
the detected list, only what the record cannot show asked, the ruling read in English and Greek, the left-hand
opponent's choice applied, and what the board and the table state show afterwards."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.calls import Call
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.irregularity_wizard import RULING_PAGE
from tests.widgets.test_irregularity_wizard import answer, workspace_for
from tests.widgets.test_wizard_law23_27 import asked, start_detected


def test_law31b_bid_at_partners_turn_cancelled_and_judged_comparable(
    qtbot: QtBot, translators: Translators
) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law31-bid-out-of-rotation.json")
    wizard = ws.wizard
    start_detected(qtbot, wizard, "call out of rotation")
    # The record shows who called what at whose turn and that nobody called over it: only 29C is asked.
    assert asked(wizard) == "law29.artificial"
    assert "West's 1♠" in wizard.question_text.text()
    answer(qtbot, wizard, False)
    assert wizard.pages.currentIndex() == RULING_PAGE
    text = wizard.explanation.toPlainText()
    assert "Laws 29A, 29B, 31B1, 16C2, 31B2, 23A" in text
    assert "East must pass at his next turn to call (Law 31A2(b))." in text
    qtbot.mouseClick(wizard.language_button, Qt.MouseButton.LeftButton)
    greek = wizard.explanation.toPlainText()
    assert "Η δήλωση 1♠ της Δύσης ακυρώνεται – Νόμος 29Β." in greek
    assert "Η δήλωση της Δύσης δεν είναι συγκρίσιμη" in greek
    qtbot.mouseClick(wizard.language_button, Qt.MouseButton.LeftButton)
    assert not wizard.apply_button.isEnabled()  # North has not chosen yet
    qtbot.mouseClick(wizard.option_buttons[("law29.lho_choice", "law29.cancel")], Qt.MouseButton.LeftButton)
    # The session applies a ruling once every choice is made: the Director records his judgement of West's call.
    assert not wizard.apply_button.isEnabled()
    option = ("law29.offender_call", "law29.comparable")
    qtbot.mouseClick(wizard.option_buttons[option], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    auction = wizard.session.record.auction
    assert auction is not None and auction.entries[1].withdrawn
    assert auction.next_seat is Seat.E  # 29B: back to East, who calls freely (31B1)
    assert wizard.table_panel.lines("auction") == []
    assert any("unauthorised information for East" in line for line in wizard.table_panel.lines("information"))


def test_law30a_pass_at_rhos_turn_binds_the_offender_in_greek(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, _ = workspace_for(qtbot, "law30-pass-out-of-rotation.json")
    wizard = ws.wizard
    start_detected(qtbot, wizard, "δήλωση εκτός σειράς")
    assert asked(wizard) == "law30.artificial"
    assert "συμβατικό" in wizard.question_text.text()
    answer(qtbot, wizard, False)
    assert wizard.pages.currentIndex() == RULING_PAGE
    greek = wizard.explanation.toPlainText()
    assert "Η Ανατολή πρέπει να πει πάσο στην επόμενη σειρά του – Νόμος 30Α." in greek
    qtbot.mouseClick(wizard.option_buttons[("law29.lho_choice", "law29.cancel")], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    auction = wizard.session.record.auction
    assert auction is not None and auction.entries[0].withdrawn and auction.next_seat is Seat.N
    assert wizard.session.table.barring(auction.add(Call.parse("1C"), Seat.N), Seat.E, Call.parse("1S")) != ()
    assert len(wizard.table_panel.lines("auction")) == 1


def test_law31b_judged_later_from_the_table_once_the_offender_has_called(
    qtbot: QtBot, translators: Translators
) -> None:
    """At the table West has not called again when North has his 1♠ cancelled: the Director leaves the
    comparable judgement for later, the table panel holds it, and once East and West have called he
    rules from there: not comparable, so East must pass at his next turn (31B2, 23A)."""
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law31-bid-out-of-rotation.json")
    wizard = ws.wizard
    start_detected(qtbot, wizard, "call out of rotation")
    answer(qtbot, wizard, False)  # 29C: natural
    qtbot.mouseClick(wizard.option_buttons[("law29.lho_choice", "law29.cancel")], Qt.MouseButton.LeftButton)
    later = ("law29.offender_call", "law29.judge_later")
    assert wizard.option_buttons[later].text() == "West has not called yet: rule again on this call once he has"
    qtbot.mouseClick(wizard.option_buttons[later], Qt.MouseButton.LeftButton)
    assert wizard.apply_button.isEnabled()
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert wizard.table_panel.lines("prompts") == ["Still to rule on: call out of rotation (Law 23A)."]
    doc = ws.document
    auction = doc.record.auction
    assert auction.entries[1].withdrawn and auction.next_seat is Seat.E
    assert doc.set_auction(auction.add("2C").add("Pass").add("2S"))  # East, South, then West's 2♠
    panel = wizard.table_panel
    panel.tree.setCurrentItem(panel.sections["prompts"][0])
    qtbot.mouseClick(panel.rule_button, Qt.MouseButton.LeftButton)
    answer(qtbot, wizard, False)  # 29C again: natural
    assert asked(wizard) == "law23.withdrawn_meaning"
    from tests.widgets.test_wizard_law23_27 import type_words

    type_words(qtbot, wizard, "φυσική, 5+ πίκες")
    qtbot.mouseClick(wizard.answer_button, Qt.MouseButton.LeftButton)
    type_words(qtbot, wizard, "natural, 5+ spades, invitational values")
    qtbot.mouseClick(wizard.answer_button, Qt.MouseButton.LeftButton)
    from tdcompanion.core.laws.law23_27 import Comparable

    answer(qtbot, wizard, Comparable.NOT_COMPARABLE)
    assert wizard.pages.currentIndex() == RULING_PAGE
    assert "East must pass at his next turn to call (Law 31A2(b))." in wizard.explanation.toPlainText()
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert "East must pass at his next turn to call (Law 31A2(b))." in wizard.table_panel.lines("auction")
    assert wizard.table_panel.lines("prompts") == []  # the judgement is made: nothing left to rule on
