"""pytest-qt flows through the irregularity wizard for Laws 9-11: the kind on the start page, the questions in the
family's own sentences (English and Greek), the ruling on a player who acted before the Director explained the
rectification (9B2, 11A), and the irregularity then ruled from the table panel through its follow-up; the Director's
10B choice on a settlement the players made."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.laws import IrregularityKind
from tdcompanion.core.laws.law9_11 import Happened, Settlement
from tdcompanion.core.seats import Seat
from tests.widgets.test_irregularity_wizard import answer, workspace_for
from tests.widgets.test_wizard_law23_27 import asked
from tests.widgets.test_wizard_law24_41 import read_both, start_kind

# North is dummy and leads to trick 4 in this file.
FILE = "law14-missing-card.json"
NAME = "the procedure after an irregularity: attention drawn, the Director not called, a correction or settlement"


def test_the_non_offenders_acted_before_the_director_came_and_keep_their_right(
    qtbot: QtBot, translators: Translators
) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, FILE)
    wizard = ws.wizard
    kinds = [wizard.kinds.itemText(i) for i in range(wizard.kinds.count())]
    assert NAME in kinds
    start_kind(qtbot, wizard, NAME)
    assert asked(wizard) == "law9.what"
    assert wizard.question_text.text() == "What went wrong with the procedure after the irregularity?"
    answer(qtbot, wizard, Happened.ACTED_BEFORE_DIRECTOR)
    assert asked(wizard) == "law9.irregularity"
    answer(qtbot, wizard, IrregularityKind.LEAD_OUT_OF_TURN)
    assert wizard.question_text.text() == "Who committed the irregularity (lead out of turn)?"
    answer(qtbot, wizard, Seat.E)
    assert asked(wizard) == "law9.actor"
    answer(qtbot, wizard, Seat.S)  # declarer, of the non-offending side
    assert asked(wizard) == "rectification_forfeited"  # who acted says the non-offenders did: never asked
    answer(qtbot, wizard, False)
    english, greek = read_both(qtbot, wizard)
    assert english.startswith("Law 11A\n")
    assert "Νόμος 11Α" in greek
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert wizard.table_panel.rule_button.isEnabled()
    qtbot.mouseClick(wizard.table_panel.rule_button, Qt.MouseButton.LeftButton)
    session = wizard.session
    assert session.irregularity is not None and session.irregularity.kind is IrregularityKind.LEAD_OUT_OF_TURN
    assert session.facts.to_json() == {"non_offenders_acted": True, "rectification_forfeited": False}


def test_the_director_chooses_to_allow_or_cancel_a_settlement_in_greek(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, _ = workspace_for(qtbot, FILE)
    wizard = ws.wizard
    start_kind(qtbot, wizard, "η διαδικασία μετά από ανωμαλία: επισήμανση, ο Διαιτητής που δεν κλήθηκε, διόρθωση ή "
                              "διευθέτηση")  # fmt: skip
    assert wizard.question_text.text() == "Ποιο σφάλμα έγινε στη διαδικασία μετά την ανωμαλία;"
    answer(qtbot, wizard, Happened.PLAYERS_SETTLED)
    answer(qtbot, wizard, IrregularityKind.REVOKE)
    answer(qtbot, wizard, Seat.W)
    assert wizard.question_text.text() == "Τι διευθέτησαν οι παίκτες μεταξύ τους;"
    answer(qtbot, wizard, Settlement.WAIVED)
    both = " ".join(read_both(qtbot, wizard))
    assert "Cancelled: the irregularity is rectified as the law prescribes" in both
    assert "Επιτρέπεται: ισχύει" in both and "Επιλέγει ο Διαιτητής" in both
    assert set(wizard.option_buttons) == {("law10.settlement", "allow_settlement"),
                                          ("law10.settlement", "cancel_settlement")}  # fmt: skip
    qtbot.mouseClick(wizard.option_buttons[("law10.settlement", "allow_settlement")], Qt.MouseButton.LeftButton)
    assert wizard.apply_button.isEnabled()
