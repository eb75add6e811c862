"""pytest-qt flows through the irregularity wizard for Law 46: declarer calls dummy's card incompletely, the
Director types what was said (English, then Greek words sent as key events), and the ruling names the card 46B
deems called, in both languages."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tests.widgets.test_irregularity_wizard import answer, workspace_for
from tests.widgets.test_wizard_law23_27 import asked, type_words
from tests.widgets.test_wizard_law24_41 import read_both, start_kind

# North (dummy) won trick 3 with the ♥A in this file and leads to trick 4.
FILE = "law14-missing-card.json"


def test_law46_a_suit_alone_is_its_lowest_card(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, FILE)
    wizard = ws.wizard
    start_kind(qtbot, wizard, "dummy's card called incompletely or wrongly (\"high\", \"low\", a suit or rank alone)")
    assert asked(wizard) == "law46.said"
    type_words(qtbot, wizard, "a spade")
    assert asked(wizard) == "law46.intention_incontrovertible"
    answer(qtbot, wizard, False)
    english, greek = read_both(qtbot, wizard)
    assert english.startswith("Law 46B2\n")
    assert "North's ♠Q is a played card and stays played (Law 46B2)." in english
    assert "Το ♠Q του Βορρά θεωρείται παιγμένο και μένει παιγμένο – Νόμος 46Β2." in greek
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    play = wizard.session.record.play
    assert play is not None and play.events[-1].card.pbn == "SQ"


def test_law46_a_rank_alone_in_the_directors_greek_words(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, _ = workspace_for(qtbot, FILE)
    wizard = ws.wizard
    start_kind(qtbot, wizard,
               "φύλλο του μορ ονομάστηκε ελλιπώς ή λανθασμένα («ψηλό», «χαμηλό», μόνο χρώμα ή μόνο αξία)")
    assert asked(wizard) == "law46.said"
    type_words(qtbot, wizard, "ρήγας")
    assert wizard.session.facts.to_json()["law46.said"] == "ρήγας"
    answer(qtbot, wizard, False)
    both = " ".join(read_both(qtbot, wizard))
    assert "Το ♥K του Βορρά θεωρείται παιγμένο και μένει παιγμένο – Νόμος 46Β3(α)." in both
    assert "North's ♥K is a played card and stays played (Law 46B3(a))." in both
