"""pytest-qt flows through the irregularity wizard for the tricks: the players dispute the tricks won (Law 79B2, ruled
for the side that kept its cards in order, 66D), and a card of dummy's found hidden (41D, dummy's revoke through it
ruled by Laws 61-64), each asked with its own sentences and ruled in both languages."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.cards import Card
from tests.widgets.test_irregularity_wizard import answer, answer_from, workspace_for
from tests.widgets.test_wizard_law23_27 import asked
from tests.widgets.test_wizard_law24_41 import read_both, start_kind


def test_tricks_disputed_ruled_for_the_side_that_kept_its_cards(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, example = workspace_for(qtbot, "law79-tricks-disputed.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, "the players disagree on the number of tricks won")
    assert wizard.question_text.text() == "Were the tricks in dispute claimed or conceded?"
    facts = example.facts.to_json()
    assert answer_from(qtbot, wizard, facts) == [
        "law79.claim_or_concession", "law79.declaring_side_says", "law79.defenders_say", "law79.called",
        "law66.played_cards", "law66.ascertained",
    ]  # fmt: skip
    english, greek = read_both(qtbot, wizard)
    assert english.startswith("Laws 79B2, 66D, 65D\n")
    assert ("The score is recorded for both sides with 10 tricks won by the declaring side (North-South) "
            "(Law 79B2).") in english  # fmt: skip
    assert ("Η βαθμολογία καταγράφεται και για τους δύο άξονες με 10 λεβέ για τον άξονα του εκτελεστή "
            "(Βορράς-Νότος) – Νόμος 79Β2.") in greek  # fmt: skip


def test_dummys_hidden_card_in_greek_is_a_revoke_without_transfer(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, _ = workspace_for(qtbot, "law41-dummy-card-hidden.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, "φύλλο του μορ κρυμμένο ή μη απλωμένο")
    assert asked(wizard) == "law41.hidden_card"
    assert wizard.question_text.text() == "Ποιο φύλλο του μορ (Βορράς) ήταν κρυμμένο ή δεν είχε απλωθεί;"
    answer(qtbot, wizard, Card.parse("D2"))
    assert asked(wizard) == "non_offenders_acted"  # the revoke laws take over: dummy's revoke is read off the play
    answer(qtbot, wizard, False)
    english, greek = read_both(qtbot, wizard)
    assert "Νόμοι 41Δ, 63Β, 64Β3, 64Γ" in greek + english
    both = greek + english
    assert "Το ♦2 του μορ (Βορράς) απλώνεται μαζί με τα άλλα φύλλα του" in both
    assert "Dummy's (North) ♦2 is spread with his other cards: it was part of dummy's hand throughout" in both
