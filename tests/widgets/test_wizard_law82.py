"""pytest-qt flow through the irregularity wizard for the Director's own error (Law 82): a ruling given and applied,
then found wrong. The start page offers the Director's error once per earlier ruling (the step names the ruling it
finds wrong); 82C is ruled with both sides non-offending, in both languages."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.laws import Irregularity, IrregularityKind
from tdcompanion.widgets.irregularity_wizard import KIND_ROLE, START_PAGE
from tests.widgets.test_irregularity_wizard import answer, answer_from, workspace_for
from tests.widgets.test_wizard_law23_27 import asked
from tests.widgets.test_wizard_law24_41 import read_both, start_kind

ERROR_NAME = "an earlier ruling of the Director's found to be wrong"


def _error_items(wizard: object) -> list[str]:
    kinds = wizard.kinds  # type: ignore[attr-defined]
    return [kinds.itemText(i) for i in range(kinds.count()) if kinds.itemText(i).startswith(ERROR_NAME)]


def test_a_wrong_ruling_is_found_and_82c_awards_an_adjusted_score(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, example = workspace_for(qtbot, "law82-director-error.json")
    wizard = ws.wizard
    assert _error_items(wizard) == []  # no ruling yet: nothing to find wrong
    start_kind(qtbot, wizard, "played cards looked at or asked to be shown")
    assert answer_from(qtbot, wizard, example.facts.to_json()) == ["law66.player", "law66.what",
                                                                   "law66.own_card_turned"]  # fmt: skip
    assert wizard.apply_button.isEnabled()
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.new_button, Qt.MouseButton.LeftButton)
    assert wizard.pages.currentIndex() == START_PAGE
    label = f"{ERROR_NAME}: Ruling 1: played cards looked at or asked to be shown"
    assert _error_items(wizard) == [label]
    assert wizard.kinds.itemData(wizard.kinds.findText(label), KIND_ROLE) == Irregularity(
        IrregularityKind.DIRECTOR_ERROR, ruling=0)
    start_kind(qtbot, wizard, label)
    assert asked(wizard) == "law82.scored_normally"
    assert wizard.question_text.text().startswith("Can the Director still rectify his error")
    answer(qtbot, wizard, False)
    english, greek = read_both(qtbot, wizard)
    assert english.startswith("Law 82C\n")
    assert ("Ruling 1 (played cards looked at or asked to be shown) was wrong: the Director withdraws it and "
            "rectifies his error (Law 82C).") in english  # fmt: skip
    assert "each side is treated as non-offending: the two sides' scores may differ (Law 82C)." in english
    assert "κάθε άξονας αντιμετωπίζεται ως αναίτιος" in greek and "Νόμος 82Γ." in greek
    step = wizard.session.step
    assert step is not None and step.irregularity == Irregularity(IrregularityKind.DIRECTOR_ERROR, ruling=0)


def test_in_greek_82b_the_director_chooses_to_rule_again(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, example = workspace_for(qtbot, "law82-director-error.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, "παιγμένα φύλλα που επιθεωρήθηκαν ή ζητήθηκε να δειχτούν")
    answer_from(qtbot, wizard, example.facts.to_json())
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.new_button, Qt.MouseButton.LeftButton)
    start_kind(qtbot, wizard, "προηγούμενη απόφαση του Διαιτητή που αποδείχτηκε λανθασμένη: Απόφαση 1: παιγμένα "
                              "φύλλα που επιθεωρήθηκαν ή ζητήθηκε να δειχτούν")  # fmt: skip
    assert wizard.question_text.text().startswith("Μπορεί ακόμη ο Διαιτητής να επανορθώσει")
    answer(qtbot, wizard, True)
    assert {o for (_c, o) in wizard.option_buttons} == {"law82.rule_again", "law82.require_play",
                                                        "law82.postpone_play", "law82.cancel_play",
                                                        "law82.adjusted_score"}  # fmt: skip
    qtbot.mouseClick(wizard.option_buttons[("law82.rectify", "law82.rule_again")], Qt.MouseButton.LeftButton)
    assert wizard.apply_button.isEnabled()
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    follow = [p for p in wizard.session.prompts() if p.reason == IrregularityKind.TRICK_INSPECTED.value]
    assert follow  # the earlier irregularity is to be ruled on again (82B3)
