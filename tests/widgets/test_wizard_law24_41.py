"""pytest-qt flows through the irregularity wizard for Laws 24, 36, 38, 39 and 41: a card exposed in the auction,
an inadmissible double and a call after the final pass as the auction record shows them, a bid above seven told in
the Director's Greek words, a face-down lead by the wrong defender; each ruling read in both languages, applied, and
what the board and the table state show afterwards."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.cards import Card
from tdcompanion.core.laws import Applied
from tdcompanion.core.laws.law24_41 import Inadmissible
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.irregularity_wizard import RULING_PAGE, IrregularityWizard
from tests.widgets.test_irregularity_wizard import answer, workspace_for
from tests.widgets.test_wizard_law23_27 import asked, start_detected, type_words


def start_kind(qtbot: QtBot, wizard: IrregularityWizard, label: str) -> None:
    """Start a kind the record cannot show, from the list of all kinds."""
    index = wizard.kinds.findText(label)
    assert index >= 0, label
    wizard.kinds.setCurrentIndex(index)
    qtbot.mouseClick(wizard.start_other, Qt.MouseButton.LeftButton)


def read_both(qtbot: QtBot, wizard: IrregularityWizard) -> tuple[str, str]:
    """The ruling in English, then in Greek (one click), back to English."""
    assert wizard.pages.currentIndex() == RULING_PAGE
    english = wizard.explanation.toPlainText()
    qtbot.mouseClick(wizard.language_button, Qt.MouseButton.LeftButton)
    greek = wizard.explanation.toPlainText()
    qtbot.mouseClick(wizard.language_button, Qt.MouseButton.LeftButton)
    return english, greek


def test_law24_honour_dropped_in_the_auction_partner_passes_next_turn(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law24-card-exposed-in-auction.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, "card exposed or led during the auction")
    assert asked(wizard) == "law24.offender"
    answer(qtbot, wizard, Seat.W)
    assert asked(wizard) == "law24.cards"
    answer(qtbot, wizard, (Card.parse("SJ"),))
    assert asked(wizard) == "law24.visible"
    assert "own error" in wizard.question_text.text()  # the criteria of the judgement, shown
    answer(qtbot, wizard, True)
    # An honour: the low-card question is not asked; the open auction says the ruling is for now.
    english, greek = read_both(qtbot, wizard)
    assert "Laws 24, 24B, 16C, 72C" in english
    assert "East must pass at his next turn to call (Law 24B)." in english
    assert "Call the Director back when the auction ends" in english
    assert "Η Ανατολή πρέπει να πει πάσο στην επόμενη σειρά του – Νόμος 24Β." in greek
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert wizard.table_panel.lines("auction") == ["East must pass at his next turn to call (Law 24B)."]
    assert any("♠J" in line and "unauthorised information for East" in line
               for line in wizard.table_panel.lines("information"))  # fmt: skip


def test_law36_double_of_partners_bid_cancelled_partner_silenced(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law36-inadmissible-double.json")
    wizard = ws.wizard
    labels = [wizard.detected.item(i).text() for i in range(wizard.detected.count())]
    label = next(text for text in labels if text.startswith("inadmissible call"))
    start_detected(qtbot, wizard, label)
    # The record shows the double, what is wrong with it and that West has not called: nothing to ask.
    english, greek = read_both(qtbot, wizard)
    assert "South's call X is cancelled (Law 36B1)." in english
    assert "North must pass whenever it is his turn to call, for the rest of the auction (Law 36B2)." in english
    assert "Η δήλωση κοντρ του Νότου ακυρώνεται – Νόμος 36Β1." in greek
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    auction = wizard.session.record.auction
    assert auction is not None and [e.withdrawn for e in auction.entries] == [False, False, True]
    assert wizard.table_panel.lines("auction") == [
        "North must pass for the rest of the auction (Law 36B2).",
        "Declarer may forbid one suit at North's first lead, if South defends (Law 26B).",
    ]


def test_law38_bid_above_seven_in_the_directors_greek_words(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, _ = workspace_for(qtbot, "law24-card-exposed-in-auction.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, "απαράδεκτη δήλωση (κοντρ, σιρκόντρ, δήλωση ενώ έπρεπε να πει πάσο, αγορά πάνω από επτά)")
    assert asked(wizard) == "law35.which"
    answer(qtbot, wizard, Inadmissible.ABOVE_SEVEN)
    assert asked(wizard) == "law35.offender"
    answer(qtbot, wizard, Seat.E)
    assert asked(wizard) == "law38.words"
    type_words(qtbot, wizard, "8 πίκες")
    assert asked(wizard) == "law35.lho_called"
    answer(qtbot, wizard, False)
    assert wizard.session.facts.to_json()["law38.words"] == "8 πίκες"
    both = " ".join(read_both(qtbot, wizard))  # the interface is Greek: the ruling shows in Greek first
    assert "Η αγορά της Ανατολής πάνω από επτά («8 πίκες») ακυρώνεται" in both
    assert "Η Δύση πρέπει να λέει πάσο κάθε φορά που έχει σειρά, μέχρι το τέλος των αγορών – Νόμος 38Γ." in both
    assert "East's bid of more than seven (\u201c8 πίκες\u201d) is cancelled" in both
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    lines = wizard.table_panel.lines("auction")
    assert len([line for line in lines if "πάσο" in line]) == 2  # both East and West are bound to pass


def test_law39_defenders_bid_after_the_final_pass(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law39-call-after-final-pass.json")
    wizard = ws.wizard
    # Two calls after the final pass are listed, North's pass and East's 2♠: the Director picks East's.
    rows = [i for i in range(wizard.detected.count()) if wizard.detected.item(i).text() == "call after the final pass"]
    assert len(rows) == 2
    wizard.detected.setCurrentRow(rows[-1])
    qtbot.mouseClick(wizard.start_detected, Qt.MouseButton.LeftButton)
    english, greek = read_both(qtbot, wizard)
    assert "North's call Pass is cancelled (Law 39A)." in english
    assert "Laws 39A, 39C, 16C" in english
    assert "East's call 2♠ is cancelled (Law 39A)." in english
    assert "Νόμοι 39Α, 39Γ, 16Γ" in greek
    with qtbot.waitSignal(wizard.session.applied) as applied:
        qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    # North's pass and East's 2♠ are withdrawn in the ruling's record and on the board, as one undo step.
    done = applied.args[0] if applied.args else None
    assert (
        isinstance(done, Applied)
        and done.record.auction is not None
        and [e.withdrawn for e in done.record.auction.entries][4:] == [True, True]
    )
    board = ws.document.record
    assert [e.withdrawn for e in board.auction.entries][4:] == [True, True]
    assert board.play is not None and board.play.contract == done.record.contract  # the play stays ready
    ws.document.undo_stack.undo()
    assert not any(e.withdrawn for e in ws.document.record.auction.entries)
    assert wizard.table_panel.lines("auction") == [
        "Declarer may forbid one suit at West's first lead, if East defends (Law 39C)."
    ]


def test_law41_wrong_defender_leads_face_down(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law41-face-down-lead.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, "face-down opening lead")
    assert asked(wizard) == "law41.leader"
    answer(qtbot, wizard, Seat.W)  # the record shows North declares: East is on lead, nothing more to ask
    english, greek = read_both(qtbot, wizard)
    assert "West's face-down opening lead goes back into his hand (Law 41A)." in english
    assert "The lead is made by East (Law 41A)." in english
    assert "Η κλειστή αντάμ της Δύσης επιστρέφει στο χέρι του – Νόμος 41Α." in greek
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert any("tried to make the opening lead" in line and "East" in line
               for line in wizard.table_panel.lines("information"))  # fmt: skip


def test_law24e_the_exposed_honour_is_ruled_again_when_the_auction_ends_and_becomes_a_penalty_card(
    qtbot: QtBot, translators: Translators
) -> None:
    """The Director rules the ♠J dropped during the auction, the auction then ends with West defending: the table
    asks him to rule again (nothing to answer twice), and the ♠J is a major penalty card before the opening lead."""
    from tdcompanion.core.auction import Auction

    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law24-card-exposed-in-auction.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, "card exposed or led during the auction")
    answer(qtbot, wizard, Seat.W)
    answer(qtbot, wizard, (Card.parse("SJ"),))
    answer(qtbot, wizard, True)
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert not wizard.table_panel.lines("prompts")  # the auction goes on: nothing to rule again yet
    auction = ws.document.record.auction
    assert auction is not None
    while not auction.is_complete:
        auction = auction.add("P")
    ws.document.set_auction(Auction(auction.dealer, auction.entries))
    still = "Still to rule on: card exposed or led during the auction (Law 24E)."
    assert wizard.table_panel.lines("prompts") == [still]
    wizard.table_panel.select("prompts")
    qtbot.mouseClick(wizard.table_panel.rule_button, Qt.MouseButton.LeftButton)
    assert wizard.pages.currentIndex() == RULING_PAGE  # no question asked again
    english, _greek = read_both(qtbot, wizard)
    assert "Laws 24E, 50" in english
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert any("♠J" in line for line in wizard.table_panel.lines("penalty_cards"))
