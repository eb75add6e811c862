"""The project's glossary (tdcompanion.wording.glossary) holds every text of every catalogue.

Issue 18: a term is decided in one place. A text whose English says a term must say the term's Greek
(the federation's: θήκη for a board, never "διανομή 12" or "διανεμητής"; ανωμαλία; αναίτιος άξονας ...),
and no text may use the words the federation does not.
"""

from __future__ import annotations

import pytest

from tdcompanion.wording.glossary import TERMS, Term, folded
from tdcompanion.wording.languages import LANGUAGES, SOURCE
from tdcompanion.wording.po_file import Message
from tests.test_translations import messages

TRANSLATED = [language.code for language in LANGUAGES if language is not SOURCE]


def english(message: Message) -> str:
    return " ".join(filter(None, (message.id, message.plural)))


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("term", TERMS, ids=lambda t: t.key)
def test_every_text_that_says_a_term_says_the_glossarys_word(term: Term, code: str) -> None:
    astray = [(m.context, m.id, text) for m in messages(code) if term.used_in(english(m))
              for text in m.strings if not term.written_in(text)]  # fmt: skip
    assert astray == []


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("term", [t for t in TERMS if t.avoid], ids=lambda t: t.key)
def test_no_text_uses_a_word_the_federation_does_not(term: Term, code: str) -> None:
    assert [(m.context, text) for m in messages(code) for text in m.strings if term.avoided_in(text)] == []


def test_the_glossary_sees_a_term_astray() -> None:
    """It can fail: "the board" said as "η διανομή", or "διανομή 12" for board 12, is a finding."""
    board = next(t for t in TERMS if t.key == "board")
    assert board.used_in("Rule on the board {board} again") and not board.used_in("Rule on {board}")
    assert not board.written_in("Η διανομή συνεχίζεται κανονικά") and board.written_in("Η ΘΗΚΗ 3")
    assert board.avoided_in("Διανομή 12") == "διανομη 1"
    assert folded("Διεκδίκηση") == "διεκδικηση"


def test_each_term_is_decided_once() -> None:
    assert len({t.key for t in TERMS}) == len(TERMS)
