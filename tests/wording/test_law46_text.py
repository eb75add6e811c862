"""Law 46's sentences as the ruling prints them, in English and Greek: the questions, the designation by
declarer or by a defender, and the refusal of words that name no card."""

from __future__ import annotations

from tdcompanion.core.laws import InconsistentFacts, Irregularity, IrregularityKind, Question, assess
from tdcompanion.core.laws.law46 import INCONTROVERTIBLE, SAID
from tdcompanion.core.seats import Seat
from tdcompanion.wording import rule_text
from tests.core.laws.scenarios import facts, record, ruled

NAMED = IrregularityKind.DUMMY_CARD_NAMED


def test_the_questions_in_words() -> None:
    said: Question[str] = Question(SAID, None, None, {"seat": Seat.S})
    assert rule_text.question_text(said, "en").startswith("What did declarer (South) say when calling dummy's card")
    assert rule_text.question_text(said, "el").startswith("Τι είπε ο εκτελεστής (Νότος) όταν ζήτησε φύλλο")
    intent: Question[bool] = Question(INCONTROVERTIBLE, None, None, {"seat": Seat.S, "said": "ψηλό"})
    assert rule_text.question_text(intent, "en") == (
        "Was a different intention of declarer's (South) than \"ψηλό\" incontrovertible?")
    assert rule_text.question_text(intent, "el") == (
        "Ήταν αδιαμφισβήτητη διαφορετική πρόθεση του εκτελεστή (Νότος) από το «ψηλό»;")


def test_46b5_either_defender_designates_in_words() -> None:
    ruling = ruled(NAMED, record("W:S5"), facts((SAID, "anything"), (INCONTROVERTIBLE, False)))
    en = rule_text.ruling_lines(ruling, ruling.resolve({}), "en")
    el = rule_text.ruling_lines(ruling, ruling.resolve({}), "el")
    assert any("Either defender designates the card to be played from dummy (Law 46B5)" in line for line in en)
    assert any("Οποιοσδήποτε από τους αμυνόμενους ορίζει το φύλλο" in line for line in el)
    assert any("- Plays ♠A" in line for line in en)  # no ids in the text read out
    ids = rule_text.ruling_lines(ruling, ruling.resolve({}), "en", ids=True)
    assert any("[play_SA] Plays ♠A" in line for line in ids)  # for rule --choose


def test_46b4_declarer_designates_in_words() -> None:
    ruling = ruled(NAMED, record("W:S5"), facts((SAID, "♣5"), (INCONTROVERTIBLE, False)))
    (choice,) = ruling.choices
    assert rule_text.choice_header(choice, "en").endswith(
        "Declarer designates the card to be played from dummy (Law 46B4):")
    assert "Ο εκτελεστής ορίζει το φύλλο που παίζεται από τον μορ" in rule_text.choice_header(choice, "el")


def test_words_that_name_no_card_are_refused_in_words() -> None:
    try:
        assess(record("W:S5"), Irregularity(NAMED), facts((SAID, "hello")))
    except InconsistentFacts as refused:
        assert rule_text.refusal_text(refused.reason, dict(refused.params), "en").startswith(
            "\"hello\" names no card, suit or rank")
        assert rule_text.refusal_text(refused.reason, dict(refused.params), "el").startswith(
            "Το «hello» δεν ονομάζει φύλλο")
    else:
        raise AssertionError("not refused")


def test_a_lead_out_of_turn_at_dummys_turn_is_to_be_ruled_first_in_words() -> None:
    board = record("W:S5", "N:SA", "E:S7", "S:S2", "E:D7")  # dummy won trick 1; East leads out of turn
    try:
        assess(board, Irregularity(NAMED), facts((SAID, "high")))
    except InconsistentFacts as refused:
        params = dict(refused.params)
        assert rule_text.refusal_text(refused.reason, params, "en") == (
            "East led out of turn when dummy (North) was to lead: rule on that lead first (Laws 53-56)")
        assert rule_text.refusal_text(refused.reason, params, "el") == (
            "Η Ανατολή άνοιξε εκτός σειράς ενώ ήταν η σειρά του μορ (Βορράς) να ανοίξει: κρίνετε πρώτα "
            "αυτό το άνοιγμα (Νόμοι 53-56)")
    else:
        raise AssertionError("not refused")
