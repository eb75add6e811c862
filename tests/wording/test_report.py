"""The incident and session reports as HTML: every part of the incident is there, in the language
asked for only, user text is escaped, and the session report lists every incident."""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction
from html.parser import HTMLParser
from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.core import incident as incident_file
from tdcompanion.core.auction import Auction, AuctionEntry
from tdcompanion.core.board import Vulnerability
from tdcompanion.core.calls import Call
from tdcompanion.core.cards import Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.incident import Incident
from tdcompanion.core.incident_info import IncidentInfo, IncidentStatus, Statements, StatusChange
from tdcompanion.core.laws import BoardRecord, Facts, Irregularity, IrregularityKind, Ruling
from tdcompanion.core.laws.timeline import Step, Timeline
from tdcompanion.core.play import Claim, Play, PlayRecord, Retract, RetractReason
from tdcompanion.core.scoring.adjusted import AdjustedScore, Outcome, WeightedScore
from tdcompanion.core.scoring.sheet import Form, ScoreRecord, TableResult, Traveller
from tdcompanion.core.seats import Seat
from tdcompanion.wording import report
from tdcompanion.wording.names import seat_text
from tdcompanion.wording.report import incident_html, report_file_name, session_html
from tdcompanion.wording.report_words import separator
from tdcompanion.wording.report_words import word as report_word
from tdcompanion.wording.rule_text import card_text, law_text, option_label, question_text, say
from tdcompanion.wording.score_text import score_lines, short_score
from tdcompanion.wording.table_text import prompt_text

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.json"))
GREEK = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]")
HEADINGS = {"en": ("Deal", "Auction", "Rulings", "Statements"), "el": ("Διανομή", "Αγορές", "Αποφάσεις", "Καταθέσεις")}
TAGS = {
    "html",
    "head",
    "meta",
    "title",
    "body",
    "h1",
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "b",
    "i",
    "s",
    "sup",
    "span",
    "table",
    "tr",
    "th",
    "td",
    "ul",
    "li",
}


class _Text(HTMLParser):
    """The text of an HTML document by section (``<h2>`` heading -> text), and every tag used."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.sections: dict[str, list[str]] = {"": []}
        self.current = ""
        self.in_h2 = False
        self.heading: list[str] = []
        self.tags: set[str] = set()
        self.rows: dict[str, list[list[str]]] = {}
        self.in_cell = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)
        if tag == "h2":
            self.in_h2, self.heading = True, []
        elif tag == "br":
            self.sections[self.current].append("\n")
        elif tag == "tr":
            self.rows.setdefault(self.current, []).append([])
        elif tag in ("td", "th"):
            self.rows.setdefault(self.current, [[]])[-1].append("")
            self.in_cell = True
        if tag in ("p", "li", "tr", "td", "th", "h1", "h3", "h4"):
            self.sections[self.current].append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th"):
            self.in_cell = False
        if tag == "h2":
            self.in_h2 = False
            self.current = "".join(self.heading).strip()
            self.sections[self.current] = []

    def handle_data(self, data: str) -> None:
        if self.in_h2:
            self.heading.append(data)
            return
        self.sections[self.current].append(data)
        if self.in_cell:
            self.rows[self.current][-1][-1] += data


def parse(html: str) -> _Text:
    parser = _Text()
    parser.feed(html)
    parser.close()
    return parser


def plain(html: str) -> str:
    return " ".join("".join(part for parts in parse(html).sections.values() for part in parts).split())


def section(html: str, heading: str) -> str:
    return " ".join("".join(parse(html).sections[heading]).split())


def word(key: str, lang: str) -> str:
    return report_word(key, lang)


def english_record(inc: Incident) -> Incident:
    """``inc`` with an English Director's record of its own (the examples' may be in Greek)."""
    info = IncidentInfo(
        event="Spring Pairs",
        session="Evening",
        date="2026-11-23",
        section="A",
        table="12",
        players=((Seat.N, "Nora North"), (Seat.E, "Ed East"), (Seat.S, "Sam South"), (Seat.W, "Will West")),
        called_at="2026-11-23T20:15:00+02:00",
        called_by=Seat.N,
    )
    return replace(
        inc,
        info=info,
        statements=Statements(ns="We saw the card fall.", ew="It was an accident."),
        note="Checked the hands after play.",
        score="No score adjustment.",
        history=(),
    )


@pytest.fixture(params=EXAMPLE_FILES, ids=lambda p: p.stem)
def example(request: pytest.FixtureRequest) -> Incident:
    return english_record(incident_file.load(request.param))


# --- the incident report ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "el"])
def test_every_hand_is_in_the_deal_diagram(example: Incident, lang: str) -> None:
    text = section(incident_html(example, lang), word("deal", lang))
    for seat in Seat:
        hand = example.record.deal.hands[seat]
        assert hand is not None
        assert seat_text(seat, lang) in text
        for suit in ("♠", "♥", "♦", "♣"):
            ranks = " ".join(c.rank.label for c in hand if c.suit.symbol == suit) or "—"
            assert f"{suit} {ranks}" in text, (seat, suit)


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_auction_grid_puts_each_call_under_its_caller(example: Incident, lang: str) -> None:
    html = incident_html(example, lang)
    auction = example.record.auction
    if auction is None:  # a board that could not be played (Law 12A2): no auction to show
        assert word("auction", lang) not in parse(html).rows
        return
    rows = parse(html).rows[word("auction", lang)]
    assert rows[0] == [seat_text(s, lang) for s in (Seat.W, Seat.N, Seat.E, Seat.S)]
    cells = [(column, cell) for row in rows[1:] for column, cell in enumerate(row) if cell.strip("\xa0")]
    columns = {Seat.W: 0, Seat.N: 1, Seat.E: 2, Seat.S: 3}
    def call(pbn: str) -> str:
        if pbn == "Pass":
            return word("pass", lang)
        for letter, symbol in (("NT", word("nt", lang)), ("S", "♠"), ("H", "♥"), ("D", "♦"), ("C", "♣")):
            if pbn[1:] == letter:
                return pbn[0] + symbol
        return pbn

    shown = [(columns[e.seat], call(e.call.pbn)) for e in auction.entries]
    assert [column for column, _ in cells] == [column for column, _ in shown]
    for (_, cell), (_, expected) in zip(cells, shown, strict=True):  # a footnote number may follow the call
        assert re.fullmatch(re.escape(expected) + r"\d*", cell), (cell, expected)


def test_the_whole_play_is_shown_with_its_irregular_events_in_words() -> None:
    """The revoke example: West's ♥8 at trick 3, and the play on to trick 13, every trick in its row."""
    inc = incident_file.load(EXAMPLES / "law64-revoke.json")
    play = inc.record.play
    assert play is not None and inc.irregularity is not None and inc.irregularity.event == 11
    html = incident_html(inc, "en")
    rows = parse(html).rows[word("play", "en")]
    tricks = [row for row in rows[1:] if row[0].strip().isdigit()]
    assert [row[0] for row in tricks] == [str(n) for n in range(1, 14)]
    for trick, row in zip(play.state.tricks, tricks, strict=True):
        by_seat = dict(zip(("W", "N", "E", "S"), row[2:6], strict=True))
        assert {seat: by_seat[seat.letter] for seat in trick.seats} == {
            tc.seat: card_text(tc.card) for tc in trick.cards
        }
        assert row[6] == seat_text(trick.winner, "en")  # type: ignore[index]
    text = section(html, word("play", "en"))
    assert "West revoked: he played ♥8 to a trick led in spades" in text
    assert '<span style="color: #c00000;">♥8</span> to a trick' in html  # red suits in sentences too


def story_incident(current: Step | None = None, *, upto: str = "end") -> Incident:
    """The board of ``tests/core/test_incident_story.py``: East's exposed ♣5 (Law 49), West's ♠J led out
    of turn and refused (Law 56), declarer's Law 50D2 choice when East is on lead, then trick 4. With
    ``current``, the story ``upto`` that point with ``current`` as the step in hand (not applied)."""
    from tests.core.test_incident_story import as_incident, story

    return english_record(as_incident(story(upto=upto), current))


def plays(lang: str, *cards: str) -> str:
    """Cards played, as the report tells the play between rulings: ``"W:S5"`` -> ``West ♠5``."""
    seats = {"N": Seat.N, "E": Seat.E, "S": Seat.S, "W": Seat.W}
    return separator(lang).join(f"{seat_text(seats[c[0]], lang)} {card_text(Card.parse(c[2:]))}" for c in cards)


def story_parts(text: str, lang: str) -> list[str]:
    """The rulings section of the story cut at each ruling's heading: the play before the first, then
    each ruling (with the play after it)."""
    headings = [say("ruling_number", lang, number=1, what=say("irregularity.exposed_card", lang)),
                say("ruling_number", lang, number=2, what=say("irregularity.lead_out_of_turn", lang)),
                say("later_choice_number", lang, number=3, what="")]  # fmt: skip
    found = [text.find(h) for h in headings]
    cuts = [0, *(f for f in found if f >= 0), len(text)]
    assert cuts == sorted(cuts), (headings, text)  # in order
    return [text[a:b] for a, b in pairwise(cuts)]


def chosen_label(ruling: object, option_id: str, lang: str) -> str:
    assert isinstance(ruling, Ruling)
    option = next(o for c in ruling.all_choices() for o in c.options if o.id == option_id)
    return f"{option_label(option, lang)} ({word('chosen', lang)})"


@pytest.mark.parametrize("lang", ["en", "el"])
def test_each_ruling_of_the_story_is_reported_in_order_with_the_play_between(lang: str) -> None:
    inc = story_incident()
    html = incident_html(inc, lang)
    text = section(html, word("rulings", lang))
    first = say("ruling_number", lang, number=1, what=say("irregularity.exposed_card", lang))
    second = say("ruling_number", lang, number=2, what=say("irregularity.lead_out_of_turn", lang))
    later = say("later_choice_number", lang, number=3, what="")
    assert text.index(first) < text.index(word("play_between", lang)) < text.index(second) < text.index(later)
    assert text.index(word("play_after", lang)) > text.index(later)  # trick 4, after the last ruling
    after = text[text.index(word("play_after", lang)):]
    assert all(card in after for card in ("♦K", "♦6", "♦9", "♦3"))
    assert law_text(ruling_laws(2), lang) in text and "50D2" in text.replace("50Δ2", "50D2")
    assert say("not_applied", lang) not in text  # every ruling applied
    assert word("unanswered", lang) not in text
    assert word("ruling_changed", lang) not in text  # each ruling saved is the one ruled again
    assert text.count(say("ruling_number", lang, number=1, what="")) == 1
    assert text.count(say("later_choice_number", lang, number=3, what="")) == 1


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_story_gives_each_ruling_its_laws_choices_and_the_play_around_it(lang: str) -> None:
    inc = story_incident()
    results = inc.replay().results
    assert [r.step.applied for r in results] == [True, True, True]
    text = section(incident_html(inc, lang), word("rulings", lang))
    before, first, second, later = story_parts(text, lang)
    laws = f"{word('laws_applied', lang)}: "
    assert before.strip() == f"{word('play_before', lang)}: {plays(lang, 'W:S5', 'N:SA', 'E:S7', 'S:S2')}"
    # Ruling 1: East's exposed club, no question asked, no choice; then West's ♠J out of turn.
    assert f"{laws}{law_text(ruling_laws(1), lang)} " in first
    assert f"{word('offender', lang)}: {seat_text(Seat.E, lang)}" in first
    assert word("no_facts", lang) in first and f"({word('chosen', lang)})" not in first
    assert first.rstrip().endswith(f"{word('play_between', lang)}: {plays(lang, 'W:SJ')}")
    # Ruling 2: the lead out of turn refused; then the ♠J taken back and trick 3, won by East.
    assert f"{laws}{law_text(ruling_laws(2), lang)} " in second
    assert f"{word('offender', lang)}: {seat_text(Seat.W, lang)}" in second
    assert chosen_label(results[1].ruling, "law56.refuse", lang) in second
    assert second.count(f"({word('chosen', lang)})") == 1
    assert second.rstrip().endswith(plays(lang, "N:D2", "E:DA", "S:D5", "W:D8"))
    between = second[second.index(word("play_between", lang)):]
    assert between.index("♠J") < between.index("♦2")  # West's card taken back, then trick 3
    # The later choice: declarer's Law 50D2 options for East's lead, spades forbidden; then trick 4.
    prompt = results[2].step.prompt
    assert prompt is not None and results[2].step.is_later_choice
    assert later.startswith(say("later_choice_number", lang, number=3, what=prompt_text(prompt, lang)))
    assert f"{laws}{law_text(ruling_laws(3), lang)} " in later
    assert chosen_label(results[2].ruling, "forbid_S", lang) in later
    assert later.count(f"({word('chosen', lang)})") == 1
    assert word("facts", lang) not in later  # a later choice asks no question
    assert later.rstrip().endswith(f"{word('play_after', lang)}: {plays(lang, 'E:DK', 'S:D6', 'W:D9', 'N:D3')}")


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_later_choice_not_applied_yet_says_so_and_nothing_was_played_after_it(lang: str) -> None:
    from tests.core.test_incident_story import story

    (prompt,) = story(upto="prompt").prompts()
    inc = story_incident(Step(None, prompt, chosen=(("law50.lead_options", "forbid_S"),)), upto="prompt")
    assert inc.in_hand and [s.applied for s in inc.steps] == [True, True, False]
    text = section(incident_html(inc, lang), word("rulings", lang))
    _, first, second, later = story_parts(text, lang)
    not_applied = say("not_applied", lang)
    assert not_applied not in first + second
    assert later.count(not_applied) == 1 and later.rstrip().endswith(not_applied)
    assert chosen_label(inc.replay().results[2].ruling, "forbid_S", lang) in later  # chosen, not yet in effect
    assert word("play_after", lang) not in text


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_second_ruling_not_applied_yet_says_so_under_it_only(lang: str) -> None:
    from tests.core.test_incident_story import EXPOSED, LOOT, LOOT_FACTS, TRICK_1, as_incident, board, played, ruled

    t = ruled(Timeline.start(board((*TRICK_1, EXPOSED))), Step(Irregularity(IrregularityKind.EXPOSED_CARD, event=4)))
    t = played(t, LOOT)
    loot = Step(Irregularity(IrregularityKind.LEAD_OUT_OF_TURN, event=5), facts=LOOT_FACTS,
                chosen=(("law56.declarer_choice", "law56.refuse"),))  # fmt: skip
    inc = english_record(as_incident(t, loot))
    assert inc.in_hand and [s.applied for s in inc.steps] == [True, False]
    text = section(incident_html(inc, lang), word("rulings", lang))
    _, first, second = story_parts(text, lang)
    not_applied = say("not_applied", lang)
    assert not_applied not in first and second.count(not_applied) == 1 and second.rstrip().endswith(not_applied)
    assert chosen_label(inc.replay().results[1].ruling, "law56.refuse", lang) in second
    assert f"{word('laws_applied', lang)}: {law_text(ruling_laws(2), lang)} " in second
    assert say("later_choice_number", lang, number=3, what="") not in text


def ruling_laws(index: int) -> tuple[object, ...]:
    ruling = story_incident().replay().results[index - 1].ruling
    assert ruling is not None
    return ruling.laws


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_ruling_gives_its_laws_options_and_the_one_chosen(lang: str) -> None:
    inc = incident_file.load(EXAMPLES / "law54-opening-lead-out-of-turn.json")
    ruling = inc.replay().results[0].ruling
    assert ruling is not None
    text = section(incident_html(inc, lang), word("rulings", lang))
    assert law_text(ruling.laws, lang) in text
    choice = ruling.choices[0]
    for option in choice.options:
        assert option_label(option, lang) in text
    refused = next(o for o in choice.options if o.id == "law54.refuse")
    assert f"{option_label(refused, lang)} ({word('chosen', lang)})" in text
    assert text.count(f"({word('chosen', lang)})") == 1
    assert word("ruling_changed", lang) not in text
    saved = replace(ruling, laws=ruling.laws[:1] + ruling.laws)
    other = replace(inc.steps[0], ruling=saved)
    changed = section(incident_html(replace(inc, steps=(other,)), lang), word("rulings", lang))
    assert word("ruling_changed", lang) in changed  # the ruling saved is shown, and said to differ from today's
    assert changed.count(word("ruling_changed", lang)) == 1


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_saved_ruling_that_differs_from_today_s_is_the_one_shown(lang: str) -> None:
    inc = incident_file.load(EXAMPLES / "law54-opening-lead-out-of-turn.json")
    ruling = inc.replay().results[0].ruling
    assert ruling is not None
    saved = replace(ruling, laws=ruling.laws[:1] + ruling.laws)
    changed = section(incident_html(replace(inc, steps=(replace(inc.steps[0], ruling=saved),)), lang),
                      word("rulings", lang))  # fmt: skip
    assert word("ruling_changed", lang) in changed
    assert f"{word('laws_applied', lang)}: {law_text(saved.laws, lang)} " in changed
    assert f"{word('laws_applied', lang)}: {law_text(ruling.laws, lang)} " not in changed


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_file_that_kept_no_ruling_shows_the_one_ruled_now_not_applied_yet(lang: str) -> None:
    """A version 1 file keeps the irregularity and the facts, not the ruling: it is worked out again,
    and the one ruling is the step the Director was on (not applied)."""
    inc = incident_file.load(Path(__file__).resolve().parents[1] / "data" / "incidents" / "v1-revoke.json")
    assert len(inc.steps) == 1 and inc.steps[0].ruling is None and not inc.steps[0].applied
    ruling = inc.replay().results[0].ruling
    assert ruling is not None
    text = section(incident_html(inc, lang), word("rulings", lang))
    assert text.count(say("ruling_number", lang, number=1, what="")) == 1
    assert say("ruling_number", lang, number=1, what=say("irregularity.revoke", lang)) in text
    assert f"{word('laws_applied', lang)}: {law_text(ruling.laws, lang)} " in text
    assert word("ruling_changed", lang) not in text  # nothing saved to differ from
    assert text.rstrip().endswith(say("not_applied", lang))


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_facts_are_the_questions_asked_with_their_answers(lang: str) -> None:
    inc = incident_file.load(EXAMPLES / "law54-opening-lead-out-of-turn.json")
    result = inc.replay().results[0]
    asked, pending = report.asked_facts(result)
    assert pending is None
    assert {q.id for q, _ in asked} == set(inc.steps[0].facts)
    rows = parse(incident_html(inc, lang)).rows[word("rulings", lang)]
    assert rows[0] == [word("question", lang), word("answer", lang)]
    assert rows[1:] == [[question_text(q, lang), "όχι" if lang == "el" else "no"] for q, _ in asked]


def test_a_fact_not_yet_answered_is_shown_as_such_and_there_is_no_ruling() -> None:
    inc = incident_file.load(EXAMPLES / "law54-opening-lead-out-of-turn.json")
    step = inc.steps[0]
    assert step.record is not None
    fewer = Facts({k: v for k, v in step.facts.items() if k != "law54.saw_dummy"})
    short = replace(inc, record=step.record, steps=(replace(step, facts=fewer, applied=False, ruling=None),),
                    in_hand=True)  # fmt: skip
    _, pending = report.asked_facts(short.replay().results[0])
    assert pending is not None and pending.id == "law54.saw_dummy"
    html = incident_html(short, "en")
    assert [question_text(pending, "en"), word("unanswered", "en")] in parse(html).rows[word("rulings", "en")]
    assert word("no_ruling", "en") in section(html, word("rulings", "en"))


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_directors_record_is_all_there(example: Incident, lang: str) -> None:
    inc = replace(
        example,
        status=IncidentStatus.RULED,
        id="b3-t12",
        revision=2,
        history=(
            StatusChange("2026-11-23T20:15:00", IncidentStatus.OPEN),
            StatusChange("2026-11-23T20:31:00", IncidentStatus.RULED, "Ruled at the table"),
        ),
    )
    html = incident_html(inc, lang)
    text = plain(html)
    for value in (
        "Spring Pairs",
        "Evening",
        "2026-11-23",
        "12",
        "Nora North",
        "Ed East",
        "Sam South",
        "Will West",
        "2026-11-23 20:15",
    ):
        assert value in text
    assert "We saw the card fall." in section(html, word("statements", lang))
    assert "It was an accident." in section(html, word("statements", lang))
    assert section(html, word("notes", lang)) == "Checked the hands after play."
    assert section(html, word("score", lang)).startswith("No score adjustment.")  # then any score entered
    status = section(html, word("status", lang))
    assert status.startswith(word("status.ruled", lang)) and "Ruled at the table" in status and "20:31" in status
    assert "b3-t12" in text


@pytest.mark.parametrize("lang", ["en", "el"])
def test_words_come_in_the_language_asked_for_only(example: Incident, lang: str) -> None:
    html = incident_html(example, lang)
    headings = set(parse(html).sections)
    assert set(HEADINGS[lang]) <= headings
    assert not set(HEADINGS["el" if lang == "en" else "en"]) & headings
    if lang == "en":  # the record given is in English: no Greek letter anywhere
        assert GREEK.search(plain(html)) is None
    else:
        assert word("incident_title", "el") in plain(html)


def test_missing_record_items_say_not_recorded() -> None:
    inc = incident_file.load(EXAMPLES / "law64-revoke.json")
    bare = replace(inc, info=IncidentInfo(), statements=Statements(), note="", score="")
    html = incident_html(bare, "el")
    assert section(html, word("notes", "el")) == word("not_recorded", "el")
    assert section(html, word("statements", "el")).count(word("not_recorded", "el")) == 2


def test_the_auction_marks_calls_out_of_rotation_withdrawn_and_alerted() -> None:
    inc = incident_file.load(EXAMPLES / "law13-surplus-card.json")
    entries = (
        AuctionEntry(Seat.N, Call.parse("1C")),
        AuctionEntry(Seat.W, Call.parse("1S"), withdrawn=True),
        AuctionEntry(Seat.E, Call.parse("Pass")),
        AuctionEntry(Seat.S, Call.parse("2C"), alerted=True, explanation="<b>inverted</b> minors"),
    )
    record = BoardRecord(inc.record.deal, Auction(Seat.N, entries), number=5)
    html = incident_html(Incident.one_ruling(record, Irregularity(IrregularityKind.SURPLUS_CARD), info=inc.info), "en")
    rows = parse(html).rows[word("auction", "en")]
    assert rows[1] == ["\xa0", "1♣", "\xa0", "\xa0"]
    assert rows[2] == ["1♠1", "\xa0", "Pass", "2♣2"]  # West's 1♠ out of rotation: in West's column, a row down
    assert "<s>1♠</s><sup>1</sup>" in html
    text = section(html, word("auction", "en"))
    assert "(1) West, 1♠: out of rotation (Laws 28-34); withdrawn" in text
    assert "(2) South, 2♣: alerted; explained as: <b>inverted</b> minors" in text
    assert "&lt;b&gt;inverted&lt;/b&gt;" in html


@pytest.mark.parametrize("lang", ["en", "el"])
def test_cards_taken_back_and_claims_are_told_in_words(lang: str) -> None:
    inc = incident_file.load(EXAMPLES / "law54-opening-lead-out-of-turn.json")
    play = PlayRecord(
        inc.record.deal,
        Contract.parse("4H", Seat.S),
        (
            Play(Seat.E, Card.parse("D7")),
            Retract(Seat.E, Card.parse("D7"), RetractReason.OUT_OF_TURN),
            Play(Seat.W, Card.parse("CJ")),
            Claim(Seat.S, 13),
        ),
    )
    record = replace(inc.record, play=play)
    html = incident_html(Incident.one_ruling(record, Irregularity(IrregularityKind.REVOKE), info=inc.info), lang)
    text = section(html, word("play", lang))
    east, west, south = (seat_text(s, lang) for s in (Seat.E, Seat.W, Seat.S))
    if lang == "en":
        assert f"{east} led ♦7 out of turn; {west} was on lead" in text
        assert f"{east}'s ♦7 was taken back (played out of turn, Laws 53-57)" in text
        assert f"{south} claimed 13 of the remaining tricks" in text
    else:
        assert "Η Ανατολή έκανε έξοδο το ♦7 εκτός σειράς· την έξοδο είχε η Δύση" in text
        assert "Το ♦7 της Ανατολής αποσύρθηκε" in text
        assert "Ο Νότος διεκδίκησε 13" in text


def test_user_text_is_escaped_everywhere() -> None:
    attack = "<script>alert('x')</script> & <b>"
    inc = incident_file.load(EXAMPLES / "law64-revoke.json")
    info = IncidentInfo(event=attack, session=attack, section=attack, table=attack, players=((Seat.N, attack),))
    inc = replace(
        inc,
        info=info,
        statements=Statements(ns=attack, ew=attack),
        note=attack,
        score=attack,
        history=(StatusChange("20:15", IncidentStatus.OPEN, attack),),
    )
    for html in (incident_html(inc, "en"), session_html([inc], "el", title=attack)):
        assert "<script" not in html and "script" not in parse(html).tags
        assert parse(html).tags <= TAGS
        assert html.count("&lt;script&gt;") >= 2 and html.count("&amp; &lt;b&gt;") >= 2
    text = plain(incident_html(inc, "en"))
    assert text.count(attack) >= 8  # event, session, section, table, player, statements, note, score, history


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=80), st.text(max_size=40))
def test_any_text_comes_back_as_written_and_adds_no_markup(note: str, name: str) -> None:
    inc = incident_file.load(EXAMPLES / "law50-penalty-card.json")
    inc = replace(inc, note=note, info=IncidentInfo(players=((Seat.W, name),)))
    html = incident_html(inc, "en")
    parsed = parse(html)
    assert parsed.tags <= TAGS
    if note.strip():
        assert section(html, word("notes", "en")) == " ".join(note.split())
    if name.strip():
        assert " ".join(name.split()) in plain(html)


def test_an_unknown_language_is_refused() -> None:
    inc = incident_file.load(EXAMPLES / "law64-revoke.json")
    with pytest.raises(ValueError, match="fr"):
        incident_html(inc, "fr")
    with pytest.raises(ValueError, match="fr"):
        session_html([inc], "fr")


# --- the table's score -----------------------------------------------------------------------------------

FOUR_S = Contract.parse("4S", Seat.N)
WEIGHTED = ScoreRecord(
    TableResult(FOUR_S, 9),
    AdjustedScore(WeightedScore((Outcome(FOUR_S, 10, Fraction(3, 5)), Outcome(FOUR_S, 9, Fraction(2, 5))))),
    Traveller(Form.MATCHPOINTS, (420, 170, -50)),
)


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_score_section_gives_the_directors_words_then_the_score_lines(lang: str) -> None:
    inc = replace(incident_file.load(EXAMPLES / "law64-revoke.json"), score="N-S <+510>")
    assert inc.record.vulnerability is not None and not inc.scoring.is_empty
    html = incident_html(inc, lang)
    text = section(html, word("score", lang))
    assert text.startswith("N-S <+510>") and "&lt;+510&gt;" in html  # the Director's words, escaped
    expected = score_lines(inc.scoring, inc.record.vulnerability, lang)
    assert expected and " ".join(" ".join(expected).split()) in text.replace(word("table_score", lang), "", 1)
    assert word("table_score", lang) in text


def test_weighted_outcomes_are_listed_under_their_heading() -> None:
    inc = replace(incident_file.load(EXAMPLES / "law64-revoke.json"), scoring=WEIGHTED, score="")
    html = incident_html(inc, "en")
    score_part = html[html.index(f"<h2>{word('score', 'en')}"):html.index(f"<h2>{word('statements', 'en')}")]
    assert "Weighted adjusted score (Law 12C1(c)):<ul><li>60%: 4♠ by North, 10 tricks: N-S 420</li>" in score_part
    assert score_part.count("<ul>") == 2  # the lines, and the outcomes under the weighted score
    assert word("not_recorded", "en") not in score_part  # a score entered: no "not recorded" for the words


def test_a_board_of_unknown_vulnerability_is_scored_as_none_and_says_so() -> None:
    base = incident_file.load(EXAMPLES / "law64-revoke.json")
    unknown = replace(base, record=replace(base.record, vulnerability=None, number=None), scoring=WEIGHTED)
    text = section(incident_html(unknown, "el"), word("score", "el"))
    assert word("vulnerability_assumed", "el") in text
    assert "ΒΝ 420" in text  # 4♠ making, not vulnerable
    numbered = replace(unknown, record=replace(unknown.record, number=2))  # board 2: N-S vulnerable
    text = section(incident_html(numbered, "en"), word("score", "en"))
    assert word("vulnerability_assumed", "en") not in text and "N-S 620" in text


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_session_report_has_a_score_column_only_when_a_table_has_a_score(lang: str) -> None:
    revoke = incident_file.load(EXAMPLES / "law64-revoke.json")
    other = incident_file.load(EXAMPLES / "law13-surplus-card.json")
    assert other.scoring.is_empty
    rows = parse(session_html([revoke, other], lang)).rows[""]
    assert rows[0][-1] == word("score_column", lang)
    assert rows[1][-1] == short_score(revoke.scoring, Vulnerability.EW, lang) == ("N-S 510" if lang == "en" else
                                                                                  "ΒΝ 510")  # fmt: skip
    assert rows[2][-1] == ""
    without = parse(session_html([other], lang)).rows[""]
    assert word("score_column", lang) not in without[0]


# --- the session report -----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_session_report_lists_every_incident(lang: str) -> None:
    incidents = [
        replace(incident_file.load(path), info=IncidentInfo(table=str(n), date="2026-11-23"))
        for n, path in enumerate(EXAMPLE_FILES, 1)
    ]
    html = session_html(incidents, lang, title="Spring Pairs")
    rows = parse(html).rows[""]
    assert rows[0][:4] == [word(k, lang) for k in ("number", "date", "table", "board")]
    assert len(rows) == len(incidents) + 1
    for n, (row, inc) in enumerate(zip(rows[1:], incidents, strict=True), 1):
        rulings = [r.ruling for r in inc.replay().results if r.ruling is not None]
        assert rulings and inc.irregularity is not None
        assert row[:4] == [str(n), "2026-11-23", str(n), str(inc.record.number)]
        # every kind ruled on the board, a follow-up's too (a dummy's question that leads to a revoke ruling)
        assert row[4] == separator(lang).join(say(f"irregularity.{k.value}", lang) for k in inc.kinds)
        assert inc.kinds[0] is inc.irregularity.kind
        assert row[5] == law_text(tuple(dict.fromkeys(law for r in rulings for law in r.laws)), lang)
        assert row[6] == word(f"status.{inc.status.value}", lang)
        assert row[7]
    summaries = [h for h in parse(html).sections if h]
    assert summaries == [word("summaries", lang)]
    text = section(html, word("summaries", lang))
    for n, inc in enumerate(incidents, 1):
        assert f"{n}. " in text
        ruling = inc.replay().results[0].ruling
        assert ruling is not None and law_text(ruling.laws, lang) in text
    assert "<title>Spring Pairs</title>" in html


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_session_report_row_of_a_story_names_every_kind_and_law(lang: str) -> None:
    inc = story_incident()
    results = inc.replay().results
    html = session_html([inc], lang)
    rows = parse(html).rows[""]
    assert len(rows) == 2  # one incident, one row
    row = rows[1]
    assert say("irregularity.exposed_card", lang) in row[4] and say("irregularity.lead_out_of_turn", lang) in row[4]
    assert all(law in row[5].replace("Δ", "D").replace("Β", "B").replace("Γ", "C").replace("Ε", "E")
               for law in ("49", "56", "50D2"))  # fmt: skip
    assert row[7].count(" / ") == 2  # one short ruling each
    kinds = separator(lang).join(say(f"irregularity.{k}", lang) for k in ("exposed_card", "lead_out_of_turn"))
    assert row[4] == kinds  # the later choice is no irregularity of its own
    rulings = [r.ruling for r in results if r.ruling is not None]
    assert len(rulings) == 3
    every = tuple(dict.fromkeys(law for r in rulings for law in r.laws))
    assert [str(law) for law in every] == ["49", "50B", "50C", "50E", "56", "50D2"]  # in order, 50E once
    assert row[5] == law_text(every, lang)
    assert row[7] == " / ".join(f"{report.offender_text(r.ruling, inc.info, lang)}: "
                                f"{report.short_ruling(report.outcome(r, lang), lang)}" for r in results)  # fmt: skip
    if lang == "en":
        assert row[5] == "Laws 49, 50B, 50C, 50E, 56, 50D2"
        assert row[7] == ("East (Ed East): East's ♣5 becomes a minor penalty card (Law 49). / West (Will West): Have "
                          "the lead retracted / West (Will West): Forbid East to lead spades for as long as he keeps "
                          "the lead (the penalty cards of those suits go back to the hand)")  # fmt: skip
    summary = section(html, word("summaries", lang))
    assert summary.startswith(f"1. {report_word('board_number', lang, board=3)} - {word('table', lang)} 12 - {kinds}")
    places = [summary.index(f"{word('laws_applied', lang)}: {law_text(r.laws, lang)}") for r in rulings]
    assert places == sorted(places)  # each ruling's laws, in order


def test_the_short_ruling_names_the_option_chosen() -> None:
    inc = incident_file.load(EXAMPLES / "law54-opening-lead-out-of-turn.json")
    result = report.outcome(inc.replay().results[0], "en")
    assert result.ruling is not None
    refused = next(o for o in result.ruling.choices[0].options if o.id == "law54.refuse")
    assert report.short_ruling(result, "en") == option_label(refused, "en")


def test_an_empty_session_says_so() -> None:
    html = session_html([], "el")
    assert word("no_incidents", "el") in plain(html)
    assert f"<title>{word('session_title', 'el')}</title>" in html


def test_a_shared_event_names_the_session_report() -> None:
    incs = [
        replace(incident_file.load(p), info=IncidentInfo(event="Spring Pairs", session="Evening"))
        for p in EXAMPLE_FILES[:2]
    ]
    assert "<title>Session report - Spring Pairs Evening</title>" in session_html(incs, "en")


def test_report_file_names_are_safe() -> None:
    inc = incident_file.load(EXAMPLES / "law64-revoke.json")
    named = replace(inc, info=IncidentInfo(table="7/B ü", date="2026-11-23"))
    assert report_file_name(named) == "board-3-table-7-B-2026-11-23.pdf"
    assert report_file_name(replace(inc, info=IncidentInfo()), ".html").startswith("board-3")


@pytest.mark.parametrize(("lang", "heading"), [
    ("en", "The score entered does not agree with the ruling (Law 12):"),
    ("el", "Η βαθμολογία που καταχωρίστηκε δεν συμφωνεί με την απόφαση (Νόμος 12):"),
])  # fmt: skip
def test_the_report_flags_a_score_that_contradicts_the_law_12_ruling(lang: str, heading: str) -> None:
    from tdcompanion.core.scoring.adjusted import Artificial, ArtificialScore

    example = incident_file.load(EXAMPLES / "law12-board-not-played.json")
    assert heading not in incident_html(example, lang)  # the example's sheet agrees with its ruling
    wrong = replace(example, scoring=ScoreRecord(adjusted=ArtificialScore(Artificial.AVERAGE, Artificial.AVERAGE)))
    assert heading in incident_html(wrong, lang)
    assert heading in incident_html(replace(example, scoring=ScoreRecord()), lang)  # nothing entered yet
