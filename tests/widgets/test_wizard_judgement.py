"""pytest-qt: a question that is the Director's judgement is marked as his and shows the law's criteria under it, in
English and in Greek, with the same answer widget as any yes/no question; a fact the players state shows neither
(issue 22). Declarer's slip of the tongue from dummy (Law 45C4(b)) is the judgement asked here."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.laws.law45_47 import SLIP, Happened
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.answer_input import AnswerInput
from tdcompanion.widgets.irregularity_wizard import QUESTION_PAGE, IrregularityWizard
from tdcompanion.wording import rule_text as words
from tests.widgets.test_irregularity_wizard import answer, workspace_for
from tests.widgets.test_wizard_law23_27 import asked
from tests.widgets.test_wizard_law24_41 import start_kind
from tests.widgets.test_wizard_law45_60 import CARD_PLAYED, type_cards


def _shown(wizard: IrregularityWizard) -> tuple[bool, str, str]:
    return (not wizard.judgement_label.isHidden(), wizard.judgement_label.text(), wizard.judgement_criteria.text())


def test_a_judgement_question_shows_the_laws_criteria(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law45-card-played.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, CARD_PLAYED)
    assert asked(wizard) == "law45.what"  # what happened, as the players tell it: no judgement shown
    assert _shown(wizard) == (False, "", "")
    stated = type(wizard._input)
    answer(qtbot, wizard, Happened.CARD_NAMED)
    answer(qtbot, wizard, Seat.N)
    type_cards(qtbot, wizard, "♥A")  # declarer said "ace" for the queen (the Law 45 example)
    assert wizard.pages.currentIndex() == QUESTION_PAGE and asked(wizard) == "law45.slip_of_tongue"
    visible, label, criteria = _shown(wizard)
    assert visible and label == "The Director's judgement: Unintended designation (Law 45C4(b))"
    assert criteria.splitlines() == [
        "Asked of the Director, not of the players; the law's criteria:",
        "- a slip of the tongue may be corrected (Law 45C4(b)).",
        "- not a loss of concentration or a reconsideration of action (Law 45C4(b)).",
    ]
    assert type(wizard._input) is stated is AnswerInput  # the answer widget is unchanged
    question = wizard.session.question
    assert question is not None and question.fact is SLIP

    translators.set_language("el")
    wizard.refresh()
    visible, label, criteria = _shown(wizard)
    assert visible and label == "Κρίση του Διαιτητή: Ακούσια υπόδειξη φύλλου – Νόμος 45Γ4(β)"
    assert criteria.splitlines() == words.judgement_lines(question, "el")[1:]
    assert "μια ολίσθηση της γλώσσας μπορεί να διορθωθεί – Νόμος 45Γ4(β)." in criteria

    translators.set_language("en")
    wizard.refresh()
    answer(qtbot, wizard, True)
    after = wizard.session.question
    assert after is None or after.fact is not SLIP


def test_a_judgement_with_the_laws_default_opens_on_that_answer(qtbot: QtBot, translators: Translators) -> None:
    """45E: a fifth card played to a trick is not a lead unless the Director deems it one; the question opens with
    the law's answer chosen, so Return confirms it, and the Director may choose otherwise."""
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law45-card-played.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, CARD_PLAYED)
    answer(qtbot, wizard, Happened.FIFTH_CARD)
    answer(qtbot, wizard, Seat.E)
    type_cards(qtbot, wizard, "♥5")
    answer(qtbot, wizard, 1)
    assert asked(wizard) == "law45.deemed_led"
    question = wizard.session.question
    assert question is not None and question.default is False
    assert wizard._input is not None and wizard._input.value() is False  # the law's answer, chosen
    assert "Unless the Director judges otherwise, the law's answer is: no" in wizard.judgement_criteria.text()
    answer(qtbot, wizard, True)  # the Director judges otherwise: his answer is the one recorded
    assert wizard.session.facts["law45.deemed_led"] is True
