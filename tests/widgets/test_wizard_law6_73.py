"""pytest-qt flows through the irregularity wizard for Law 6D (a redeal) and Law 73A-B (improper communication
between partners): each kind is on the start page, the questions are the families' own sentences (only what the
record cannot show), and the ruling is stated in English and Greek."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tests.widgets.test_irregularity_wizard import answer_from, workspace_for
from tests.widgets.test_wizard_law23_27 import asked
from tests.widgets.test_wizard_law24_41 import read_both, start_kind

REDEAL = "cards not shuffled or dealt properly, or a card seen in the shuffle and deal"
IMPROPER_EL = ("επικοινωνία μεταξύ συμπαικτών με άλλο τρόπο εκτός από δηλώσεις και παιγμένα φύλλα (έμφαση, τόνος, "
               "χειρονομία, σχόλιο, προσυμφωνημένο σήμα)")  # fmt: skip


def test_law6d1_a_card_seen_before_any_call_the_board_is_redealt(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, example = workspace_for(qtbot, "law6-redeal-card-seen.json")
    wizard = ws.wizard
    kinds = [wizard.kinds.itemText(i) for i in range(wizard.kinds.count())]
    assert kinds.index(REDEAL) < kinds.index("incorrect number of cards")  # Law 6 first among the board's kinds
    start_kind(qtbot, wizard, REDEAL)
    assert asked(wizard) == "law6.case"
    assert wizard.question_text.text() == "What was wrong with the shuffle or the deal?"
    assert answer_from(qtbot, wizard, example.facts.to_json()) == ["law6.case", "law6.auction_begun"]
    english, greek = read_both(qtbot, wizard)
    assert english.startswith("Laws 6D1, 6F\n")
    assert "The cards are shuffled and dealt again: the new deal replaces the board's deal (Law 6D1)." in english
    assert "the Director records it" in english and "(Law 6F)." in english
    assert "Τα φύλλα ανακατεύονται και μοιράζονται ξανά" in greek and "– Νόμος 6Δ1." in greek
    assert wizard.apply_button.isEnabled()


def test_in_greek_law73b1_emphasis_partner_used_it_adjusted_score(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, example = workspace_for(qtbot, "law73-improper-communication.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, IMPROPER_EL)
    assert asked(wizard) == "law73.communicator"
    assert wizard.question_text.text().startswith("Ποιος παίκτης λέγεται ότι επικοινώνησε με τον συμπαίκτη του")
    ids = answer_from(qtbot, wizard, example.facts.to_json())
    # the receiver, the source and whether the information reached him are the communication's: never asked again
    assert ids[:5] == ["law73.communicator", "law73.means", "law73.communication", "law73.communicated",
                       "law73.prearranged"]  # fmt: skip
    assert not {"law16.source", "law16.receiver", "law16.established", "law16.description"} & set(ids)
    greek, english = read_both(qtbot, wizard)  # the wizard's language first, then the other
    assert greek.startswith("Νόμοι 73Β1, 90Α, 73Γ1")
    assert "Διαπίστωση: η Δύση επικοινώνησε με τον συμπαίκτη με αδικαιολόγητη έμφαση, τόνο ή μανιέρα" in greek
    assert "Ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία" in greek and "– Νόμος 16Β3." in greek
    assert "West may also receive a procedural penalty (Law 90A)." in english
