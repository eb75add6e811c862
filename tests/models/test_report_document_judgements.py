"""The printed report keeps the Director's judgements in their own section, with the law's criteria, within the
page width, in both languages (issue 22)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tdcompanion.core import incident as incident_file
from tdcompanion.core.laws.law16_75 import LOGICAL_ALTERNATIVE
from tdcompanion.models.report_document import report_document
from tdcompanion.wording.report import incident_html
from tdcompanion.wording.report_words import word
from tdcompanion.wording.rule_text import criteria_lines

HESITATION = Path(__file__).resolve().parents[2] / "examples" / "law16-hesitation.json"


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_judgements_print_in_their_own_section(qapp: object, lang: str) -> None:
    document = report_document(incident_html(incident_file.load(HESITATION), lang))
    text = document.toPlainText()
    assert text.index(word("facts", lang)) < text.index(word("judgements", lang))
    assert LOGICAL_ALTERNATIVE.judgement is not None
    for line in criteria_lines(LOGICAL_ALTERNATIVE.judgement, lang):
        assert line in text
    assert document.size().width() <= document.pageSize().width() + 0.5
