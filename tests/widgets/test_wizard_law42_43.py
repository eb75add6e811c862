"""pytest-qt flows through the irregularity wizard for Laws 42 and 43: the kind on the start page, the questions in
the family's own sentences (English and Greek), and the ruling with the defenders' choice of hand (43B2(a)) and the
revoke ruled next through its follow-up (43B2(b))."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.laws import IrregularityKind
from tdcompanion.core.laws.law42_43 import Act
from tdcompanion.core.seats import Seat
from tests.widgets.test_irregularity_wizard import answer, workspace_for
from tests.widgets.test_wizard_law23_27 import asked
from tests.widgets.test_wizard_law24_41 import read_both, start_kind

# North is dummy and leads to trick 4 in this file.
FILE = "law14-missing-card.json"


def test_dummy_who_had_left_his_seat_warns_declarer_the_defenders_choose_the_hand(
    qtbot: QtBot, translators: Translators
) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, FILE)
    wizard = ws.wizard
    kinds = [wizard.kinds.itemText(i) for i in range(wizard.kinds.count())]
    assert "dummy's act: within his rights, or beyond his limitations" in kinds
    start_kind(qtbot, wizard, "dummy's act: within his rights, or beyond his limitations")
    assert asked(wizard) == "law42.act"
    assert wizard.question_text.text() == "What did dummy (North) do?"
    answer(qtbot, wizard, Act.WARNED_WRONG_HAND)
    assert asked(wizard) == "law43.dummy_violated"
    assert "left his seat to watch declarer's play" in wizard.question_text.text()
    answer(qtbot, wizard, True)
    english, greek = read_both(qtbot, wizard)
    assert english.startswith("Laws 43B2(a), 43B1\n")
    assert "North may also receive a procedural penalty (Law 43B1)." in english
    assert "Declarer leads from South's hand" in english and "Declarer leads from North's hand" in english
    assert "Ο εκτελεστής κάνει έξοδο από το χέρι" in greek and "Νόμος 43Β1" in greek
    assert set(wizard.option_buttons) == {("law43.hand_to_lead_from", "lead_from_s"),
                                          ("law43.hand_to_lead_from", "lead_from_n")}  # fmt: skip
    qtbot.mouseClick(wizard.option_buttons[("law43.hand_to_lead_from", "lead_from_n")], Qt.MouseButton.LeftButton)
    assert wizard.apply_button.isEnabled()
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert wizard.session.facts.to_json() == {"law42.act": "warned_wrong_hand", "law43.dummy_violated": True}


def test_the_questions_in_greek(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, _ = workspace_for(qtbot, FILE)
    wizard = ws.wizard
    start_kind(qtbot, wizard, "ενέργεια του μορ: μέσα στα δικαιώματά του ή πέρα από τους περιορισμούς του")
    assert wizard.question_text.text() == "Τι έκανε ο μορ (Βορράς);"
    answer(qtbot, wizard, Act.LOOKED_AT_HAND)
    both = " ".join(read_both(qtbot, wizard))
    assert "Νόμος 43Β2" in both and "Law 43B2" in both
    assert "Ο μορ (Βορράς) παρέβη τον Νόμο 43Α2" in both


def test_a_revoke_dummy_points_out_is_ruled_next_from_the_table_panel(qtbot: QtBot, translators: Translators) -> None:
    """Dummy, who has kept his rights, is first to point out West's revoke: his ruling (43A1(b), a procedural
    penalty) leaves the revoke to rule next, and the table panel starts it knowing who drew attention."""
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, FILE)
    wizard = ws.wizard
    start_kind(qtbot, wizard, "dummy's act: within his rights, or beyond his limitations")
    answer(qtbot, wizard, Act.DREW_ATTENTION)
    assert asked(wizard) == "law43.irregularity"
    answer(qtbot, wizard, IrregularityKind.REVOKE)
    assert asked(wizard) == "law43.offender"
    answer(qtbot, wizard, Seat.W)
    answer(qtbot, wizard, False)  # no earlier 43A2 breach
    english, _ = read_both(qtbot, wizard)
    assert english.startswith("Laws 43A1(b), 43B1\n")
    assert "Dummy (North) may not draw attention to an irregularity during the play (Law 43A1(b))." in english
    assert "Rule next on: revoke (Law 43A1(b))." in english
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert wizard.table_panel.rule_button.isEnabled()
    qtbot.mouseClick(wizard.table_panel.rule_button, Qt.MouseButton.LeftButton)
    session = wizard.session
    assert session.irregularity is not None and session.irregularity.kind is IrregularityKind.REVOKE
    assert session.facts.to_json() == {"attention_drawn_by": "N"}  # carried by the follow-up, never asked again
    assert session.question is not None and session.question.id != "attention_drawn_by"
