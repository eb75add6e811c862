"""Law 15, the wrong board, in words: every consequence, question and option of its rulings has a sentence
in English and in Greek (no id shown raw)."""

from __future__ import annotations

import pytest

from tdcompanion.core.laws import DISCOVERED, IrregularityKind, Period
from tdcompanion.core.laws.law15 import CASE, OFFENDER, OTHER_BOARD, PLAYED_BEFORE, Case, OtherBoard
from tdcompanion.wording.rule_text import option_label, question_text, refusal_text, ruling_lines, say
from tests.core.laws.scenarios import W, facts, record, ruled, run

WRONG = IrregularityKind.WRONG_BOARD
CALL = facts((CASE, Case.CALL_FROM_WRONG_BOARD), (DISCOVERED, Period.AUCTION), (OFFENDER, W),
             (OTHER_BOARD, OtherBoard.DIFFERS))  # fmt: skip
BOARD = facts((CASE, Case.BOARD_PLAYED), (DISCOVERED, Period.AUCTION), (PLAYED_BEFORE, False))


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["calls again", "is cancelled", "unauthorised information", "differed from his cancelled call",
            "procedural penalty"]),
    ("el", ["δηλώνει ξανά", "ακυρώνεται", "αθέμιτη πληροφορία", "διέφερε από αυτήν που ακυρώθηκε",
            "διαδικαστική ποινή"]),
])  # fmt: skip
def test_a_call_from_the_wrong_board_is_worded(lang: str, words: list[str]) -> None:
    ruling = ruled(WRONG, record(bidding="1S P", play=False), CALL)
    text = "\n".join(ruling_lines(ruling, ruling.resolve({}), lang))
    for word in words:
        assert word in text
    assert "call_again" not in text and "call_differs" not in text


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["its score stands", "have it played by the same pairs later", "artificial adjusted score"]),
    ("el", ["το αποτέλεσμά της ισχύει", "να παιχτεί αργότερα από τα ίδια ζεύγη", "τεχνητή επανορθωτική"]),
])  # fmt: skip
def test_the_wrong_board_played_is_worded(lang: str, words: list[str]) -> None:
    ruling = ruled(WRONG, record(bidding="1S P", play=False), BOARD)
    text = "\n".join(ruling_lines(ruling, ruling.resolve({"law15.right_board": "law15.not_later"}), lang))
    for word in words:
        assert word in text
    assert "score_stands" not in text and "deprived_of_valid_score" not in text
    assert option_label(ruling.choices[0].options[0], lang) == say("option.law15.play_later", lang)


@pytest.mark.parametrize(("lang", "words"), [("en", "board"), ("el", "θήκη")])
def test_the_questions_are_worded(lang: str, words: str) -> None:
    asked = run(WRONG, record(bidding="1S P", play=False), facts((CASE, Case.BOARD_PLAYED),
                                                                 (DISCOVERED, Period.AUCTION)))  # fmt: skip
    assert asked.question is not None
    assert words in question_text(asked.question, lang)
    assert say("irregularity.wrong_board", lang) in ("wrong board", "λάθος θήκη")
    assert not refusal_text("no_call_by_offender", {"seat": W}, lang).startswith("no_call_by_offender")
