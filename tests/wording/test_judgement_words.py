"""Every judgement and every one of the law's criteria has its sentence in English and in Greek; a judgement
question's lines say that the Director judges, give the criteria with their laws and the law's default (issue 22)."""

from __future__ import annotations

import re

import pytest

from tdcompanion.core.laws import Irregularity, IrregularityKind, assess, load_families
from tdcompanion.core.laws.judgement import JUDGEMENTS, Judgement
from tdcompanion.core.laws.law45_47 import CARD, SEAT, TRICK, WHAT, Happened
from tdcompanion.wording import rule_text as words
from tests.core.laws.scenarios import S, c, facts, record

load_families()
GREEK = re.compile(r"[\u0370-\u03ff]")
LED = "εκτός αν ο Διαιτητής κρίνει ότι βγήκε ως έξοδος"


@pytest.mark.parametrize("judged", [JUDGEMENTS[k] for k in sorted(JUDGEMENTS)], ids=sorted(JUDGEMENTS))
def test_each_judgement_and_criterion_is_worded_in_both_languages(judged: Judgement) -> None:
    keys = [f"judgement.{judged.id}", *(f"criterion.{c.id}" for c in judged.criteria)]
    for key in keys:
        assert words.has(key), key
        english, greek = words.say(key, "en"), words.say(key, "el")
        assert english and greek != english and GREEK.search(greek), key
    for lang in ("en", "el"):
        lines = words.criteria_lines(judged, lang)
        assert len(lines) == len(judged.criteria)
        assert all(words.law_text((c.law,), lang) in line for c, line in zip(judged.criteria, lines, strict=True))


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["The Director's judgement: A fifth card led (Law 45E)",
                "Asked of the Director, not of the players; the law's criteria:",
                "- a defender's fifth card is a penalty card unless the Director deems it was led (Law 45E1).",
                "- declarer's goes back to his hand unless the Director deems it was led (Law 45E2).",
                "Unless the Director judges otherwise, the law's answer is: no"]),
        ("el", ["Κρίση του Διαιτητή: Πέμπτο φύλλο ως έξοδος – Νόμος 45Ε",
                "Ρωτιέται ο Διαιτητής, όχι οι παίκτες· τα κριτήρια του Νόμου:",
                f"- το πέμπτο φύλλο αμυνόμενου είναι τιμωρημένο φύλλο, {LED} – Νόμος 45Ε1.",
                f"- του εκτελεστή επιστρέφει στο χέρι του, {LED} – Νόμος 45Ε2.",
                "Αν ο Διαιτητής δεν κρίνει διαφορετικά, η απάντηση του Νόμου είναι: όχι"]),
    ],
)  # fmt: skip
def test_a_judgement_question_gives_the_criteria_and_the_laws_default(lang: str, expected: list[str]) -> None:
    answers = facts((WHAT, Happened.FIFTH_CARD), (SEAT, S), (CARD, c("DA")), (TRICK, 3))
    question = assess(record(play=False), Irregularity(IrregularityKind.CARD_PLAYED), answers).question
    assert question is not None and question.default is False
    assert words.judgement_lines(question, lang) == expected


def test_a_fact_the_players_state_has_no_judgement_lines() -> None:
    question = assess(record(play=False), Irregularity(IrregularityKind.CARD_PLAYED)).question
    assert question is not None and words.judgement_lines(question, "en") == []
