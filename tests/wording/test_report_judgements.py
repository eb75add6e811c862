"""The report shows the Director's judgements in their own section, apart from what the players stated, each with
its law, his answer and the law's criteria, in both languages (issue 22); an incident file keeps them as answers, so
files read the same before and after judgements were marked (Hypothesis round trip)."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from html import escape, unescape
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.core import incident as incident_file
from tdcompanion.core.laws import FACTS, FactKind, Facts
from tdcompanion.core.laws.facts import judgements_in
from tdcompanion.core.laws.law16_75 import LOGICAL_ALTERNATIVE, SOURCE
from tdcompanion.wording.report import asked_facts, incident_html, outcomes
from tdcompanion.wording.report_words import word
from tdcompanion.wording.rule_text import criteria_lines, judgement_name, question_text

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
HESITATION = EXAMPLES / "law16-hesitation.json"


def _section(html: str, heading: str) -> str:
    """The text of the part of ``html`` under the heading ``heading``, tags left out."""
    start = html.index(f"<h4>{escape(heading)}</h4>")
    end = html.find("<h", start + 4)
    return unescape(re.sub(r"<[^>]+>", "", html[start:end if end >= 0 else len(html)]))


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_judgements_have_their_own_section(lang: str) -> None:
    inc = incident_file.load(HESITATION)
    html = incident_html(inc, lang)
    judged = _section(html, word("judgements", lang))
    stated = _section(html, word("facts", lang))
    assert html.index(f"<h4>{escape(word('facts', lang))}") < html.index(f"<h4>{escape(word('judgements', lang))}")
    result, _ = outcomes(inc, lang)[0]
    asked, _ = asked_facts(result)
    alternative = next(q for q, _ in asked if q.fact is LOGICAL_ALTERNATIVE)
    source = next(q for q, _ in asked if q.fact is SOURCE)
    assert LOGICAL_ALTERNATIVE.judgement is not None
    assert judgement_name(LOGICAL_ALTERNATIVE.judgement, lang) in judged
    for line in criteria_lines(LOGICAL_ALTERNATIVE.judgement, lang):
        assert line in judged
    first_words = question_text(alternative, lang).split(",")[0]
    assert first_words in judged and first_words not in stated  # asked of the Director, not of the players
    assert question_text(source, lang).split("?")[0] in stated and question_text(source, lang).split("?")[0] \
        not in judged  # fmt: skip


def test_a_ruling_without_judgements_has_no_such_section() -> None:
    inc = incident_file.load(EXAMPLES / "law64-revoke.json")
    assert "<h4>The Director&#x27;s judgement</h4>" not in incident_html(inc, "en")


YES_NO_JUDGEMENTS = sorted(f.id for f in FACTS.values() if f.judgement is not None and f.kind is FactKind.YES_NO
                           and not f.keyed)  # fmt: skip


@settings(max_examples=40, deadline=None)
@given(st.dictionaries(st.sampled_from(YES_NO_JUDGEMENTS), st.booleans(), max_size=6))
def test_judgements_survive_the_file_round_trip(extra: dict[str, bool]) -> None:
    inc = incident_file.load(HESITATION)
    step = inc.steps[0]
    facts = Facts({**step.facts, **extra})
    inc = replace(inc, steps=(replace(step, facts=facts), *inc.steps[1:]))
    text = incident_file.dumps(inc)
    assert '"judgement' not in text  # nothing new is stored: a fact is a judgement by its declaration
    again = incident_file.loads(text)
    keys = sorted(facts)
    assert judgements_in(keys, again.steps[0].facts) == judgements_in(keys, facts)
    assert {m.id for m in judgements_in(keys, facts)} >= set(extra)


def test_the_shipped_file_reads_its_judgements_from_the_declaration() -> None:
    raw = json.loads(HESITATION.read_text(encoding="utf-8"))
    stored = raw["rulings"][0]["facts"]
    made = judgements_in(sorted(stored), Facts(stored))
    assert {m.id for m in made} == {"law16.damaged", "law16.demonstrable", "law16.established",
                                    "law16.logical_alternative"}  # fmt: skip
