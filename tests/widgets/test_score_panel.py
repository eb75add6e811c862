"""The score panel: the result obtained from the play with its revoke transfers, a weighted score built
row by row (typed in Greek too), weights that do not add up, E-W's own score, artificial scores with the
session limits, the board's other results, and the language switch."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core import incident as incident_file
from tdcompanion.core.calls import Strain
from tdcompanion.core.contract import PASSED_OUT, Contract, Doubling
from tdcompanion.core.incident import Incident
from tdcompanion.core.scoring.adjusted import AdjustedScore, Artificial, ArtificialScore, Outcome, WeightedScore
from tdcompanion.core.scoring.sheet import Form, ScoreRecord, Session, TableResult, Traveller
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.score_entry import EntryError, others_entry, read_contract, read_others
from tdcompanion.widgets.score_panel import ARTIFICIAL, NONE, WEIGHTED, ScorePanel

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
FOUR_HEARTS = Contract(4, Strain.HEARTS, Seat.S)


def send_text(widget: QWidget, text: str) -> None:
    """Type any text (Greek too): QTest's keyClicks takes ASCII only."""
    widget.setFocus()
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch))


def press_enter(widget: QWidget) -> None:
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QCoreApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier))


@pytest.fixture
def revoke() -> tuple[Incident, object, object]:
    """The revoke example with its ruling applied: the play and the table state holding the transfer."""
    example = incident_file.load(EXAMPLES / "law64-revoke.json")
    story = example.replay()
    assert story.results[0].applied is not None
    incident = replace(example, scoring=ScoreRecord())  # no score yet
    return incident, story.record.state, story.table


@pytest.fixture
def panel(qtbot: QtBot, revoke: tuple[Incident, object, object]) -> ScorePanel:
    widget = ScorePanel()
    qtbot.addWidget(widget)
    incident, state, table = revoke
    widget.set_context(incident, state, table)  # type: ignore[arg-type]
    return widget


def test_the_result_obtained_comes_from_the_play_with_the_revoke_transfer(panel: ScorePanel) -> None:
    assert panel.contract.text() == "4H"
    assert panel.declarer.currentData() is Seat.S
    assert (panel.tricks.value(), panel.to_declarer.value(), panel.to_defenders.value()) == (11, 2, 0)
    assert panel.score_record().result == TableResult(FOUR_HEARTS, 11, to_declarer=2)
    shown = panel.lines.text()
    assert "N-S 450" in shown and "N-S 510" in shown  # 4H+1 before, 4H+3 after the two tricks (not vulnerable)


def test_a_stored_result_wins_over_the_play(qtbot: QtBot, revoke: tuple[Incident, object, object]) -> None:
    incident, state, table = revoke
    stored = ScoreRecord(result=TableResult(FOUR_HEARTS, 9))
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.set_context(replace(incident, scoring=stored), state, table)  # type: ignore[arg-type]
    assert (panel.tricks.value(), panel.to_declarer.value()) == (9, 0)
    assert panel.score_record().result == stored.result
    panel.from_play_button.click()
    assert (panel.tricks.value(), panel.to_declarer.value()) == (11, 2)


@pytest.mark.parametrize("played", [0, 20])
def test_an_unfinished_play_gives_its_contract_and_the_tricks_known(
    qtbot: QtBot, revoke: tuple[Incident, object, object], played: int
) -> None:
    """4♥ by South with no card played, or five tricks quitted: the contract and declarer are taken from
    the record, and "From the play" gives the tricks won so far (issue 21: the contract stayed empty,
    declarer "North", and the button was off until the thirteenth trick)."""
    incident, _state, _table = revoke
    play = incident.record.play
    assert play is not None
    state = play.upto(played).state
    assert state.result is None
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.set_context(incident, state, None)
    assert panel.contract.text() == "4H"
    assert panel.declarer.currentData() is Seat.S
    assert panel.from_play_button.isEnabled()
    panel.tricks.setValue(13)
    panel.from_play_button.click()
    assert panel.tricks.value() == state.declarer_tricks
    assert panel.score_record().result == TableResult(FOUR_HEARTS, state.declarer_tricks)


def test_a_weighted_score_typed_in_greek_row_by_row(panel: ScorePanel, qtbot: QtBot) -> None:
    panel.kind_buttons[WEIGHTED].click()
    rows = panel.ns_outcomes
    send_text(rows.rows[0].contract, "4η")  # hearts on a Greek keyboard
    rows.rows[0].tricks.setValue(10)
    send_text(rows.rows[0].weight, "60")
    with qtbot.waitSignal(panel.edited):
        press_enter(rows.rows[0].weight)  # Enter in the last row adds one
    assert len(rows.rows) == 2 and panel.focusWidget() is rows.rows[1].contract
    rows.rows[1].contract.clear()
    send_text(rows.rows[1].contract, "3ΧΑ")
    rows.rows[1].declarer.setCurrentIndex(list(Seat).index(Seat.N))
    rows.rows[1].tricks.setValue(8)
    send_text(rows.rows[1].weight, "40%")
    three_nt = Contract(3, Strain.NOTRUMP, Seat.N)
    expected = AdjustedScore(WeightedScore((Outcome.percent(FOUR_HEARTS, 10, 60), Outcome.percent(three_nt, 8, 40))))
    assert panel.score_record().adjusted == expected
    assert rows.rows[0].score.text() == "N-S +420" and rows.rows[1].score.text() == "N-S -50"
    assert "Total of the weights: 100%" in rows.total.text()
    assert "60%: 4♥ by South, 10 tricks: N-S 420" in panel.lines.text()


def test_weights_that_do_not_add_up_are_named_and_nothing_is_lost(panel: ScorePanel) -> None:
    panel.kind_buttons[WEIGHTED].click()
    rows = panel.ns_outcomes
    rows.rows[0].contract.setText("4H")
    rows.rows[0].weight.setText("60")
    rows.add_row()
    rows.rows[1].weight.setText("30")
    assert any("add up to 90%, not 100%" in p for p in panel.problems())
    assert "add up to 90%" in rows.message.text() and not rows.message.isHidden()
    with pytest.raises(EntryError):
        panel.score_record()
    assert [r.weight.text() for r in rows.rows] == ["60", "30"]
    rows.rows[1].weight.setText("3o")  # a typo: that row is marked
    assert "QLineEdit" in rows.rows[1].weight.styleSheet() and not rows.rows[0].weight.styleSheet()
    assert any(p.startswith("Adjusted score: N-S: Outcome 2:") for p in panel.problems())
    rows.rows[1].weight.clear()
    rows.balance_button.click()  # the row without a weight takes what is left
    assert rows.rows[1].weight.text() == "40"
    assert not panel.problems()


def test_east_west_get_their_own_outcomes(panel: ScorePanel) -> None:
    panel.kind_buttons[WEIGHTED].click()
    rows = panel.ns_outcomes
    rows.rows[0].contract.setText("4H")
    rows.rows[0].tricks.setValue(10)
    assert panel.ew_outcomes.isHidden()
    panel.ew_different.setChecked(True)
    assert not panel.ew_outcomes.isHidden()
    ew_rows = panel.ew_outcomes.rows
    assert ew_rows[0].contract.text() == "4H" and ew_rows[0].tricks.value() == 10  # starts from N-S's
    ew_rows[0].weight.setText("70")
    panel.ew_outcomes.add_row()
    panel.ew_outcomes.rows[1].tricks.setValue(9)
    panel.ew_outcomes.rows[1].weight.setText("30")
    adjusted = panel.score_record().adjusted
    assert isinstance(adjusted, AdjustedScore) and not adjusted.balanced
    assert adjusted.ns == WeightedScore.assigned(FOUR_HEARTS, 10)
    assert adjusted.for_ew == WeightedScore((Outcome.percent(FOUR_HEARTS, 10, 70), Outcome.percent(FOUR_HEARTS, 9, 30)))


def test_artificial_scores_with_a_session_percentage(panel: ScorePanel) -> None:
    panel.kind_buttons[ARTIFICIAL].click()
    panel.artificial_ns.setCurrentIndex(1 + list(Artificial).index(Artificial.AVERAGE_PLUS))
    assert any("both sides" in p for p in panel.problems())
    panel.artificial_ew.setCurrentIndex(1 + list(Artificial).index(Artificial.AVERAGE_MINUS))
    panel.session_ns.setText("65")
    panel.others.setText("420 -50 450")
    record = panel.score_record()
    assert record.adjusted == ArtificialScore(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS)
    assert record.session == Session(Fraction(65), None)
    assert "N-S 3.9 of 6 (65%), E-W 2.4 (40%)" in panel.lines.text()  # 65% and 40% of a top of 6 (four tables)
    panel.session_ns.setText("6x")
    assert panel.problems() == ["Session score: “6x” is not a number: type e.g. 62.5"]
    assert panel.session_ns.text() == "6x"


def test_the_traveller_converts_and_names_a_wrong_entry(panel: ScorePanel) -> None:
    panel.kind_buttons[NONE].click()
    panel.others.setText("420 -50 A 450")
    record = panel.score_record()
    assert record.traveller == Traveller(Form.MATCHPOINTS, (420, -50, None, 450))
    assert "Matchpoints against 4 other results" in panel.lines.text()
    panel.others.setText("420 -5O A")
    assert panel.problems() == ["Other results: Result 2 (“-5O”) is not a N-S score: type e.g. 420 or -50 "
                                "(A for an artificial score)"]  # fmt: skip
    assert not panel.others_message.isHidden() and panel.others.text() == "420 -5O A"
    panel.form.setCurrentIndex(list(Form).index(Form.IMPS))
    panel.others.setText("420")
    assert panel.score_record().traveller == Traveller(Form.IMPS, (420,))
    assert "IMPs against the other room" in panel.lines.text()


def test_a_traveller_without_a_table_score_is_explained_in_the_error_style(qtbot: QtBot) -> None:
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.set_context(None, None, None)
    panel.others.setText("420 -50")
    assert not panel.problems()  # the entries are taken
    assert not panel.error.isHidden() and panel.error.text()  # but the score cannot be worked out yet
    assert panel.others.text() == "420 -50"


def test_a_record_round_trips_through_the_form(qtbot: QtBot, revoke: tuple[Incident, object, object]) -> None:
    incident, _state, _table = revoke
    weighted = WeightedScore((Outcome(FOUR_HEARTS, 10, Fraction(1, 3)), Outcome(FOUR_HEARTS, 9, Fraction(2, 3))))
    record = ScoreRecord(TableResult(FOUR_HEARTS, 11, to_declarer=1),
                         AdjustedScore(weighted, WeightedScore.assigned(PASSED_OUT, None)),
                         Traveller(Form.BUTLER, (420, -50)), Session(Fraction(125, 2), None))  # fmt: skip
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.set_context(replace(incident, scoring=record), None, None)
    assert panel.score_record() == record
    assert panel.kinds.checkedId() == WEIGHTED and panel.ew_different.isChecked()


def test_the_ruling_calling_for_an_adjusted_score_is_said_and_preselects_it(qtbot: QtBot) -> None:
    example = incident_file.load(EXAMPLES / "law16-hesitation.json")
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.set_context(example, None, None)
    assert panel.ruling_note.text() == "The ruling calls for an adjusted score: Law 16B3."
    assert panel.kinds.checkedId() == WEIGHTED
    assert panel.score_record().adjusted is None  # nothing made up until the outcomes are typed


def test_the_ruling_note_cites_the_law_in_greek_letters(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.set_context(incident_file.load(EXAMPLES / "law16-hesitation.json"), None, None)
    assert panel.ruling_note.text() == "Η διαιτησία προβλέπει επανορθωτική βαθμολογία: Νόμος 16Β3."


def test_the_language_switch_keeps_the_values_and_shows_greek(panel: ScorePanel, translators: Translators) -> None:
    panel.kind_buttons[WEIGHTED].click()
    panel.ns_outcomes.rows[0].contract.setText("4H")
    panel.ns_outcomes.rows[0].weight.setText("60")
    before = [panel.contract.text(), panel.ns_outcomes.rows[0].weight.text()]
    translators.set_language("el")
    assert [panel.contract.text(), panel.ns_outcomes.rows[0].weight.text()] == before
    assert panel.result_box.title() == "Αποτέλεσμα στο τραπέζι"
    assert "Τα βάρη αθροίζουν 60%" in panel.ns_outcomes.message.text()
    assert "Σκορ μετά τη μεταφορά λεβέ" not in panel.lines.text()  # the form has an error: no score shown
    panel.ns_outcomes.rows[0].weight.setText("100")
    assert "Σκορ μετά τη μεταφορά λεβέ" in panel.lines.text()


@pytest.mark.parametrize(("typed", "expected"), [
    ("4S", Contract(4, Strain.SPADES, Seat.E)), ("4♠", Contract(4, Strain.SPADES, Seat.E)),
    ("3NTX", Contract(3, Strain.NOTRUMP, Seat.E, Doubling.DOUBLED)),
    ("4ΧΑ", Contract(4, Strain.NOTRUMP, Seat.E)), ("6hxx", Contract(6, Strain.HEARTS, Seat.E, Doubling.REDOUBLED)),
    ("Pass", PASSED_OUT), ("πάσο", PASSED_OUT),
])  # fmt: skip
def test_contracts_are_read_as_typed(qapp: object, typed: str, expected: object) -> None:
    assert read_contract(typed, Seat.E) == expected


@pytest.mark.parametrize("typed", ["", "X", "8S", "4", "PX", "4SXXX"])
def test_what_is_not_a_contract_is_refused(qapp: object, typed: str) -> None:
    with pytest.raises(EntryError, match="is not a contract"):
        read_contract(typed, Seat.E)


scores = st.one_of(st.none(), st.integers(-1000, 1000).map(lambda n: n * 10))


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture], max_examples=60)
@given(st.lists(scores, min_size=1, max_size=30))
def test_other_results_round_trip(qapp: object, others: list[int | None]) -> None:
    assert read_others(others_entry(tuple(others)), Form.MATCHPOINTS) == tuple(others)


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture], max_examples=80)
@given(st.text(max_size=40), st.sampled_from(list(Form)))
def test_other_results_take_any_text_or_say_what_is_wrong(qapp: object, text: str, form: Form) -> None:
    try:
        others = read_others(text, form)
    except EntryError as exc:
        assert str(exc)
        return
    assert all(o is None or o % 10 == 0 for o in others)


def test_the_adjusted_score_box_takes_the_height_of_the_kind_shown(panel: ScorePanel) -> None:
    panel.kind_buttons[WEIGHTED].click()
    weighted = panel.kind_pages.sizeHint().height()
    panel.kind_buttons[NONE].click()
    assert panel.kind_pages.sizeHint().height() < weighted / 2  # "None" leaves no empty outcomes' space


def test_a_law_12_ruling_prefills_each_sides_average_and_flags_a_contradicting_score(qtbot: QtBot) -> None:
    example = incident_file.load(EXAMPLES / "law12-board-not-played.json")
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.set_context(replace(example, scoring=ScoreRecord()), None, None)
    assert panel.kinds.checkedId() == ARTIFICIAL
    record = panel.score_record()
    assert record.adjusted == ArtificialScore(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS)  # from the ruling
    assert "does not agree" not in panel.lines.text()
    panel.set_context(replace(example, scoring=ScoreRecord(adjusted=ArtificialScore(Artificial.AVERAGE,
                                                                                     Artificial.AVERAGE_MINUS))),
                      None, None)  # fmt: skip
    assert "The score entered does not agree with the ruling (Law 12):" in panel.lines.text()
    assert "North-South: the ruling gives average plus (A+), and average (A) is entered" in panel.lines.text()


def test_a_split_law_12_ruling_opens_a_separate_score_for_east_west(qtbot: QtBot) -> None:
    example = incident_file.load(EXAMPLES / "law12-board-not-played.json")
    step = example.steps[0]
    split = {"law12.ground": "empowered", "law12.offenders": "EW", "law12.damaged": True, "law12.outcomes": "several",
             "law12.self_inflicted": True, "law12.rectified_outcomes": "one"}  # fmt: skip
    facts = type(step.facts).from_json(split)
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.set_context(replace(example, steps=(replace(step, facts=facts, ruling=None),), scoring=ScoreRecord()),
                      None, None)  # fmt: skip
    assert panel.kinds.checkedId() == WEIGHTED and panel.ew_different.isChecked()
