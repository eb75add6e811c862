"""Law 13C's sentences as the ruling prints them, in English and Greek: a card not part of the deal taken
out of the quitted trick it was played to, the trick keeping its result, and the card the player places."""

from __future__ import annotations

from tdcompanion.core.laws import IrregularityKind
from tdcompanion.core.laws.law13_14 import FOREIGN_HOLDER
from tdcompanion.wording import rule_text
from tests.core.laws.scenarios import DEAL, N, adding, facts, record, ruled

PLAYED = ("W:S5", "N:SJ", "E:S7", "S:S2", "N:HA", "E:H4", "S:H2", "W:H8")


def test_13c_a_card_played_to_a_quitted_trick_in_words() -> None:
    board = record(*PLAYED, deal=adding(DEAL, N, "SJ"))
    ruling = ruled(IrregularityKind.SURPLUS_CARD, board, facts((FOREIGN_HOLDER, N)))
    en = "\n".join(rule_text.ruling_lines(ruling, ruling.resolve({}), "en"))
    el = "\n".join(rule_text.ruling_lines(ruling, ruling.resolve({}), "el"))
    assert "♠J, which is not part of this deal, is taken out of trick 1, to which North played it (Law 13C)" in en
    assert "the trick keeps its result and nothing more is rectified; playing that card is neither a revoke" in en
    assert "he may adjust the score" in en
    assert "Το ♠J, που δεν ανήκει στη διανομή, αφαιρείται από τη λεβέ 1, όπου το έπαιξε ο Βορράς" in el
    assert "η λεβέ κρατά το αποτέλεσμά της" in el
    (choice,) = ruling.choices
    header = rule_text.choice_header(choice, "en")
    assert "since his hand is one card too long (of the suit led if he has one)" in header
    assert "αφού το χέρι του έχει ένα φύλλο παραπάνω" in rule_text.choice_header(choice, "el")
    placed = rule_text.describe(choice.options[0].consequences[0], "en")
    assert placed == ("North places ♠A among his played cards as his card to trick 1; who won the trick does not "
                      "change (Law 13C).")
