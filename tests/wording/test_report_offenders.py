"""Each ruling of a board's story is reported with its own offender (issue 21): the seat and the player's
name from the Director's record, in the incident report, in the session report's row and in its summaries.

The story: South, declarer, leads ♣A from his own hand when dummy was on lead (Law 55, accepted by the
defenders); then East drops ♣5 (Law 49). Two rulings, offenders of different sides.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest

from tdcompanion.core.cards import Card
from tdcompanion.core.incident import Incident
from tdcompanion.core.incident_info import IncidentInfo
from tdcompanion.core.laws import Facts, Irregularity, IrregularityKind
from tdcompanion.core.laws.timeline import Step, Timeline
from tdcompanion.core.play import Expose, ExposeHow, Play
from tdcompanion.core.seats import Seat
from tdcompanion.wording import report
from tdcompanion.wording.names import seat_text
from tdcompanion.wording.report import incident_html, session_html
from tdcompanion.wording.report_words import word
from tdcompanion.wording.rule_text import say
from tests.core.test_incident_story import TRICK_1, as_incident, board, played, ruled
from tests.wording.test_report import english_record, parse, section

DECLARER_LEAD = Play(Seat.S, Card.parse("CA"))  # North won trick 1 with ♠A: dummy was on lead
DECLARER_LEAD_FACTS = Facts({"law53.misinformed": False, "non_offenders_acted": False})
EAST_DROPS = Expose(Seat.E, (Card.parse("C5"),), ExposeHow.DROPPED)


def two_sides() -> Incident:
    """Ruling 1: South's lead out of turn, accepted (Law 55A); ruling 2: East's exposed ♣5 (Law 49)."""
    t = Timeline.start(board((*TRICK_1, DECLARER_LEAD)))
    t = ruled(t, Step(Irregularity(IrregularityKind.LEAD_OUT_OF_TURN, event=4), facts=DECLARER_LEAD_FACTS,
                      chosen=(("law55.defenders_choice", "law55.accept"),)))  # fmt: skip
    t = played(t, Play(Seat.W, Card.parse("C8")), EAST_DROPS)
    t = ruled(t, Step(Irregularity(IrregularityKind.EXPOSED_CARD, event=6)))
    return english_record(as_incident(t))


def offender(seat: Seat, name: str, lang: str) -> str:
    """``Offender: South (Sam South)``, as the report says it."""
    return f"{word('offender', lang)}: {word('offender_named', lang, seat=seat_text(seat, lang), name=name)}"


def parts(text: str, lang: str) -> list[str]:
    """The rulings section cut at each ruling's heading (the play before the first left out)."""
    headings = [say("ruling_number", lang, number=1, what=say("irregularity.lead_out_of_turn", lang)),
                say("ruling_number", lang, number=2, what=say("irregularity.exposed_card", lang))]  # fmt: skip
    cuts = [text.index(h) for h in headings] + [len(text)]
    assert cuts == sorted(cuts), text
    return [text[a:b] for a, b in pairwise(cuts)]


def test_the_story_has_two_rulings_whose_offenders_are_of_different_sides() -> None:
    offenders = [r.ruling.offender for r in two_sides().replay().results if r.ruling is not None]
    assert offenders == [Seat.S, Seat.E]


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_incident_report_gives_each_ruling_its_own_offender_by_seat_and_name(lang: str) -> None:
    text = section(incident_html(two_sides(), lang), word("rulings", lang))
    first, second = parts(text, lang)
    south, east = offender(Seat.S, "Sam South", lang), offender(Seat.E, "Ed East", lang)
    assert south in first and east not in first
    assert east in second and south not in second


@pytest.mark.parametrize("lang", ["en", "el"])
def test_an_offender_whose_name_is_not_recorded_is_named_by_seat(lang: str) -> None:
    inc = replace(two_sides(), info=IncidentInfo(event="Spring Pairs"))
    first, second = parts(section(incident_html(inc, lang), word("rulings", lang)), lang)
    assert f"{word('offender', lang)}: {seat_text(Seat.S, lang)} {word('facts', lang)}" in first
    assert f"{word('offender', lang)}: {seat_text(Seat.E, lang)} {word('facts', lang)}" in second


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_later_choice_names_the_offender_of_its_ruling(lang: str) -> None:
    from tests.wording.test_report import story_incident, story_parts

    text = section(incident_html(story_incident(), lang), word("rulings", lang))
    later = story_parts(text, lang)[-1]
    assert offender(Seat.W, "Will West", lang) in later  # West's penalty card ♠J: declarer's 50D2 choice


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_session_report_gives_each_ruling_its_own_offender(lang: str) -> None:
    inc = two_sides()
    html = session_html([inc], lang)
    row = parse(html).rows[""][1]
    shorts = [report.short_ruling(report.outcome(r, lang), lang) for r in inc.replay().results]
    named = [word("offender_named", lang, seat=seat_text(s, lang), name=n)
             for s, n in ((Seat.S, "Sam South"), (Seat.E, "Ed East"))]  # fmt: skip
    assert row[7] == " / ".join(f"{who}: {short}" for who, short in zip(named, shorts, strict=True))
    summary = section(html, word("summaries", lang))
    south, east = offender(Seat.S, "Sam South", lang), offender(Seat.E, "Ed East", lang)
    assert summary.index(say("ruling_number", lang, number=1, what=say("irregularity.lead_out_of_turn", lang))) \
        < summary.index(south) \
        < summary.index(say("ruling_number", lang, number=2, what=say("irregularity.exposed_card", lang))) \
        < summary.index(east)  # fmt: skip
    assert summary.count(word("offender", lang) + ":") == 2


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_penalty_imposed_with_a_ruling_is_printed_under_that_ruling(lang: str) -> None:
    """Laws 90 and 91A: the penalty the Director imposed with the second ruling, under it and not the first."""
    from fractions import Fraction

    from tdcompanion.core.laws import ref
    from tdcompanion.core.laws.imposed_penalty import ImposedPenalty, PenaltyUnit
    from tdcompanion.core.seats import Side
    from tdcompanion.wording.score_text import penalty_line

    inc = two_sides()
    penalty = ImposedPenalty(ref("90B5"), Side.EW, Fraction(10), PenaltyUnit.PERCENT_OF_TOP)
    inc = replace(inc, steps=(inc.steps[0], replace(inc.steps[1], penalties=(penalty,)), *inc.steps[2:]))
    first, second = parts(section(incident_html(inc, lang), word("rulings", lang)), lang)
    assert word("penalties", lang) in second and penalty_line(penalty, lang) in second
    assert word("penalties", lang) not in first
