"""The Director's record form: set_record/apply_to round trips, typing (Greek too), status changes and
their history, ``edited`` on user edits only, over-long texts refused with a message, the date and the
time of the call (not set, Now, clear), and the form in Greek (every text translated, nothing clipped)."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication, QDate, QEvent, QLocale, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QMainWindow, QWidget

from tdcompanion.app.i18n import Translators
from tdcompanion.core import incident
from tdcompanion.core.incident import Incident
from tdcompanion.core.incident_info import MAX_FIELD, MAX_TEXT, IncidentInfo, IncidentStatus, Statements, StatusChange
from tdcompanion.core.seats import Seat
from tdcompanion.models.incident_labels import status_name
from tdcompanion.widgets.incident_details import DetailsError, IncidentDetails

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "law64-revoke.json"
ATHENS = timezone(timedelta(hours=2))
NOW = datetime(2026, 11, 23, 20, 31, 42, tzinfo=ATHENS)
GREEK = re.compile("[\u0370-\u03ff]")


def base() -> Incident:
    return replace(incident.load(EXAMPLE), info=IncidentInfo(), statements=Statements(), score="", note="",
                   status=IncidentStatus.OPEN, history=())  # fmt: skip


def full() -> Incident:
    info = IncidentInfo(
        event="Πανελλήνιο Πρωτάθλημα Ζευγών", session="2η ημερίδα", date="2026-11-23", section="Α", table="7",
        players=((Seat.N, "Γιώργος Παπαδόπουλος"), (Seat.E, "Μαρία Κωνσταντινίδου"), (Seat.S, "Νίκος Αλεξίου"),
                 (Seat.W, "Ελένη Δημητρίου")),
        called_at="2026-11-23T20:15:00+02:00", called_by=Seat.E,
    )  # fmt: skip
    history = (StatusChange("2026-11-23T20:15:00+02:00", IncidentStatus.OPEN),
               StatusChange("2026-11-23T20:31:00+02:00", IncidentStatus.RULED, "Νόμος 64Α1: δύο λεβέ"))  # fmt: skip
    return replace(base(), info=info, statements=Statements("Ο Νότος λέει ότι η Δύση δεν ακολούθησε.\r\nΤέλος.",
                                                            "Η Δύση δέχεται τη ρενόνς."),
                   score="4♠ Β, +1 λεβέ στον Βορρά-Νότο", note="Ελέγχθηκε στο τέλος.", status=IncidentStatus.RULED,
                   history=history)  # fmt: skip


@pytest.fixture
def form(qtbot) -> IncidentDetails:  # type: ignore[no-untyped-def]
    widget = IncidentDetails(clock=lambda: NOW)
    qtbot.addWidget(widget)
    return widget


def send_text(widget: QWidget, text: str) -> None:
    """Type any text (Greek too): QTest's keyClicks takes ASCII only."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch))


# --- round trips -----------------------------------------------------------------------------------


@pytest.mark.parametrize("record", [base(), full()], ids=["empty", "full"])
def test_set_record_then_apply_to_gives_the_incident_back(form: IncidentDetails, record: Incident) -> None:
    form.set_record(record)
    assert form.apply_to(record) == record


def test_what_the_form_shows(form: IncidentDetails) -> None:
    form.set_record(full())
    assert form.lines["event"].text() == "Πανελλήνιο Πρωτάθλημα Ζευγών"
    assert form.players[Seat.W].text() == "Ελένη Δημητρίου"
    assert form.date.date() == QDate(2026, 11, 23)
    assert form.time.text() == "20:15"
    assert form.called_by.currentData() is Seat.E
    assert form.status.currentData() is IncidentStatus.RULED
    assert form.texts["score"].toPlainText() == "4♠ Β, +1 λεβέ στον Βορρά-Νότο"
    assert form.history.topLevelItemCount() == 2
    assert form.history.topLevelItem(1).text(2) == "Νόμος 64Α1: δύο λεβέ"
    assert form.history.topLevelItem(1).text(0) == "23/11/2026 20:31"


def test_an_empty_record_shows_not_set(form: IncidentDetails) -> None:
    form.set_record(full())
    form.set_record(base())
    assert form.lines["event"].text() == ""
    assert not form.date.is_set() and not form.time.is_set()
    assert form.date.text() == form.date.specialValueText() != ""
    assert form.called_by.currentData() is None
    assert form.history.isHidden() and not form.no_history.isHidden()


_line = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30)
_infos = st.builds(
    IncidentInfo, event=_line, session=_line, section=_line, table=_line,
    date=st.one_of(st.just(""), st.dates().map(lambda d: d.isoformat()).filter(lambda t: len(t) == 10)),
    called_at=st.sampled_from(["", "00:00", "09:05", "23:59:59", "20:15Z", "2026-11-23T20:15:00+02:00"]),
    called_by=st.one_of(st.none(), st.sampled_from(list(Seat))),
    players=st.lists(st.tuples(st.sampled_from(list(Seat)), _line.filter(bool)), max_size=4).map(tuple),
)  # fmt: skip


def _record(info: IncidentInfo, ns: str, ew: str, score: str, status: IncidentStatus) -> Incident:
    players = dict(info.players)
    info = replace(info, players=tuple((seat, players[seat]) for seat in Seat if seat in players))
    return replace(base(), info=info, statements=Statements(ns, ew), score=score, status=status)


_records = st.builds(_record, _infos, _line, _line, _line, st.sampled_from(list(IncidentStatus)))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(record=_records)
def test_any_record_survives_the_round_trip(form: IncidentDetails, record: Incident) -> None:
    """Whatever Qt does to a text on display (line breaks in a one-line field, ``\\r\\n``), an
    untouched field gives back what was loaded."""
    form.set_record(record)
    assert form.apply_to(record) == record


def test_edited_values_survive_saving_and_loading_again(qtbot, form: IncidentDetails) -> None:  # type: ignore[no-untyped-def]
    form.set_record(base())
    form.lines["event"].setText("Κύπελλο")
    form.texts["ns"].setPlainText("Ο Βορράς λέει")
    form.date.setDate(QDate(2026, 11, 24))
    form.called_by.setCurrentIndex(form.called_by.findData(Seat.S))
    changed = form.apply_to(base())
    assert (changed.info.event, changed.info.date, changed.info.called_by) == ("Κύπελλο", "2026-11-24", Seat.S)
    assert changed.statements.ns == "Ο Βορράς λέει"
    reloaded = incident.loads(incident.dumps(changed))
    form.set_record(reloaded)
    assert form.apply_to(reloaded) == reloaded == changed


# --- typing ----------------------------------------------------------------------------------------------


def test_a_greek_name_typed_for_west(qtbot, form: IncidentDetails) -> None:  # type: ignore[no-untyped-def]
    form.set_record(full())
    west = form.players[Seat.W]
    west.selectAll()
    send_text(west, "Σπύρος Ζαφειρίου")
    record = form.apply_to(full())
    assert record.info.player(Seat.W) == "Σπύρος Ζαφειρίου"
    assert record.info.player(Seat.N) == "Γιώργος Παπαδόπουλος"


def test_emptying_a_name_removes_the_player(form: IncidentDetails) -> None:
    form.set_record(full())
    form.players[Seat.S].clear()
    assert [seat for seat, _ in form.apply_to(full()).info.players] == [Seat.N, Seat.E, Seat.W]


# --- status and history -----------------------------------------------------------------------------


def test_a_status_change_adds_one_history_entry_with_the_note(form: IncidentDetails) -> None:
    record = full()
    form.set_record(record)
    assert not form.change_note.isEnabled()
    form.status.setCurrentIndex(form.status.findData(IncidentStatus.APPEALED))
    assert form.change_note.isEnabled()
    form.change_note.setText("Έφεση από τον άξονα ΑΔ")
    changed = form.apply_to(record)
    assert changed.status is IncidentStatus.APPEALED
    assert changed.history == (*record.history,
                               StatusChange("2026-11-23T20:31:42+02:00", IncidentStatus.APPEALED,
                                            "Έφεση από τον άξονα ΑΔ"))  # fmt: skip


def test_no_status_change_no_history_entry(form: IncidentDetails) -> None:
    record = full()
    form.set_record(record)
    form.status.setCurrentIndex(form.status.findData(IncidentStatus.CLOSED))
    form.status.setCurrentIndex(form.status.findData(IncidentStatus.RULED))  # and back
    assert not form.change_note.isEnabled()
    assert form.apply_to(record).history == record.history


def test_the_change_is_measured_against_the_incident_given(form: IncidentDetails) -> None:
    """Applying twice (e.g. saving twice) records the change once."""
    form.set_record(full())
    form.status.setCurrentIndex(form.status.findData(IncidentStatus.CLOSED))
    once = form.apply_to(full())
    assert form.apply_to(once) == once


# --- edited ---------------------------------------------------------------------------------------------


def test_set_record_does_not_emit_edited(qtbot, form: IncidentDetails) -> None:  # type: ignore[no-untyped-def]
    with qtbot.assertNotEmitted(form.edited):
        form.set_record(full())
        form.set_record(base())
        form.retranslate_ui()


@pytest.mark.parametrize("edit", [
    lambda f: send_text(f.lines["session"], "Β"),
    lambda f: send_text(f.players[Seat.N], "Ν"),
    lambda f: send_text(f.texts["ew"], "ά"),
    lambda f: send_text(f.texts["note"], "x"),
    lambda f: f.status.setCurrentIndex(3),
    lambda f: f.called_by.setCurrentIndex(0),
    lambda f: f.now_button.click(),
    lambda f: f.clear_date.click(),
    lambda f: f.date.stepBy(1),
], ids=["session", "north", "ew", "note", "status", "called_by", "now", "clear_date", "date_step"])  # fmt: skip
def test_each_user_edit_emits_edited(qtbot, form: IncidentDetails, edit) -> None:  # type: ignore[no-untyped-def]
    form.set_record(full())
    with qtbot.waitSignal(form.edited, timeout=1000):
        edit(form)


# --- date and time of the call ----------------------------------------------------------------------


def test_now_sets_the_time_and_an_empty_date(form: IncidentDetails) -> None:
    form.set_record(base())
    form.now_button.click()
    record = form.apply_to(base())
    assert (record.info.date, record.info.called_at) == ("2026-11-23", "20:31")


def test_now_keeps_a_date_already_set(form: IncidentDetails) -> None:
    form.set_record(full())
    form.date.setDate(QDate(2026, 11, 22))
    form.now_button.click()
    assert form.apply_to(full()).info.date == "2026-11-22"


def test_clearing_date_and_time(form: IncidentDetails) -> None:
    form.set_record(full())
    form.clear_date.click()
    form.clear_time.click()
    record = form.apply_to(full())
    assert (record.info.date, record.info.called_at) == ("", "")


def test_typing_into_an_empty_date_starts_from_today(qtbot, form: IncidentDetails) -> None:  # type: ignore[no-untyped-def]
    form.set_record(base())
    form.show()
    form.date.setFocus()
    qtbot.keyClicks(form.date, "05")
    assert form.date.date() == QDate(2026, 11, 5)
    assert form.apply_to(base()).info.date == "2026-11-05"


def test_stepping_an_empty_time_starts_from_now(form: IncidentDetails) -> None:
    form.set_record(base())
    form.time.stepBy(-1)
    assert form.time.text() == "20:31"


# --- limits --------------------------------------------------------------------------------------------


def test_a_name_too_long_is_refused_with_a_message_and_kept(form: IncidentDetails) -> None:
    form.set_record(full())
    long_name = "Α" * (MAX_FIELD + 1)
    form.players[Seat.E].setText(long_name)
    message = form.messages["E"]
    number = QLocale().toString  # 1,001 in English, 1.001 in Greek
    assert not message.isHidden() and number(MAX_FIELD + 1) in message.text() and number(MAX_FIELD) in message.text()
    with pytest.raises(DetailsError, match="East: Too long"):
        form.apply_to(full())
    assert form.players[Seat.E].text() == long_name  # nothing lost: the Director shortens it
    form.players[Seat.E].setText(long_name[:MAX_FIELD])
    assert message.isHidden() and form.problems() == []
    assert form.apply_to(full()).info.player(Seat.E) == long_name[:MAX_FIELD]


def test_a_statement_too_long_is_refused_with_a_message(form: IncidentDetails) -> None:
    form.set_record(base())
    form.texts["ns"].setPlainText("λ" * (MAX_TEXT + 5))
    number = QLocale().toString
    assert form.problems() == [f"Statement by N-S: Too long: {number(MAX_TEXT + 5)} characters, at most "
                               f"{number(MAX_TEXT)}. Shorten it to save the record."]  # fmt: skip
    with pytest.raises(DetailsError):
        form.apply_to(base())


# --- Greek ---------------------------------------------------------------------------------------------


def visible_texts(form: IncidentDetails) -> dict[str, str]:
    texts = {f"label {k}": label.text() for k, label in form.labels.items()}
    texts |= {f"box {b.objectName() or i}": b.title() for i, b in enumerate(form.findChildren(QGroupBox))}
    texts |= {"now": form.now_button.text(), "now tip": form.now_button.toolTip(),
              "clear date": form.clear_date.toolTip(), "clear time": form.clear_time.toolTip(),
              "not set": form.date.specialValueText(), "note hint": form.change_note.placeholderText(),
              "no history": form.no_history.text()}  # fmt: skip
    texts |= {f"called by {i}": form.called_by.itemText(i) for i in range(form.called_by.count())}
    texts |= {f"status {i}": form.status.itemText(i) for i in range(form.status.count())}
    header = form.history.headerItem()
    texts |= {f"history {i}": header.text(i) for i in range(header.columnCount())}
    return texts


def mnemonics(form: IncidentDetails) -> list[str]:
    texts = [label.text() for label in form.labels.values()] + [b.title() for b in form.findChildren(QGroupBox)]
    texts += [b.text() for b in form.findChildren(QAbstractButton)]
    return [m.group(1).lower() for t in texts if (m := re.search(r"&(\w)", t))]


def test_every_text_is_translated_live(form: IncidentDetails, translators: Translators) -> None:
    english = visible_texts(form)
    english_keys = mnemonics(form)
    translators.set_language("el")
    greek = visible_texts(form)
    assert [k for k, text in greek.items() if not GREEK.search(text) or text == english[k]] == []
    for keys in (english_keys, mnemonics(form)):
        assert len(keys) == len(set(keys)) >= 15, keys


def test_status_names_in_greek(greek: Translators) -> None:
    names = [status_name(s) for s in IncidentStatus]
    assert len(set(names)) == len(names) and all(GREEK.search(n) for n in names)


def test_the_greek_form_at_1366x768_clips_nothing(qtbot, greek: Translators) -> None:  # type: ignore[no-untyped-def]
    window = QMainWindow()
    qtbot.addWidget(window)
    form = IncidentDetails(clock=lambda: NOW)
    window.setCentralWidget(form)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    form.set_record(full())
    form.players[Seat.N].setText("Β" * (MAX_FIELD + 1))  # the message shows too
    QApplication.processEvents()
    assert window.grab().save("/tmp/details_el.png")
    clipped = [label.text() for label in form.findChildren(QLabel)
               if label.isVisible() and not label.wordWrap() and label.width() < label.sizeHint().width()]  # fmt: skip
    assert clipped == []
    for button in (form.now_button, form.clear_date, form.clear_time):
        assert button.width() >= button.sizeHint().width()
    assert form.date.width() >= form.date.sizeHint().width()
    assert form.scroll_area.horizontalScrollBar().maximum() == 0  # no sideways scrolling on this screen


@pytest.mark.parametrize(("key", "field"), [
    (Qt.Key.Key_N, lambda f: f.lines["event"]),
    (Qt.Key.Key_A, lambda f: f.lines["table"]),
    (Qt.Key.Key_U, lambda f: f.status),
    (Qt.Key.Key_Q, lambda f: f.texts["score"]),
    (Qt.Key.Key_D, lambda f: f.date),
    (Qt.Key.Key_C, lambda f: f.time),
    (Qt.Key.Key_P, lambda f: f.players[Seat.N]),
    (Qt.Key.Key_G, lambda f: f.change_note),
    (Qt.Key.Key_W, lambda f: f.texts["ew"]),
    (Qt.Key.Key_R, lambda f: f.texts["note"]),
])  # fmt: skip
def test_mnemonics_reach_their_fields(qtbot, form: IncidentDetails, key: Qt.Key, field) -> None:  # type: ignore[no-untyped-def]
    form.set_record(full())
    form.status.setCurrentIndex(0)  # the note on the change takes input only for a new status
    form.show()
    qtbot.waitExposed(form)
    form.activateWindow()
    start = form.texts["ns"]
    start.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(start.hasFocus)
    qtbot.keyClick(start, key, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is field(form)


def test_tab_goes_down_each_column_in_turn(qtbot, form: IncidentDetails) -> None:  # type: ignore[no-untyped-def]
    """In layout order, and out of a date or time that is not set (Qt's own edit keeps the focus there)."""
    form.set_record(base())
    form.show()
    qtbot.waitExposed(form)
    form.activateWindow()
    form.lines["event"].setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(form.lines["event"].hasFocus)
    # no history to show, and the note on the change is off (no new status)
    expected = [form.lines["session"], form.date, form.clear_date, form.lines["section"], form.lines["table"],
                form.time, form.now_button, form.clear_time, form.called_by, *form.players.values(), form.status,
                *form.texts.values()]  # fmt: skip
    visited: list[QWidget] = []
    for _ in range(3 * len(expected)):  # Tab walks through a date's day, month and year first
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        if not visited or QApplication.focusWidget() is not visited[-1]:
            visited.append(QApplication.focusWidget())
    assert visited[: len(expected)] == expected


def test_the_calendar_of_an_empty_date_opens_on_this_month(qtbot, form: IncidentDetails) -> None:  # type: ignore[no-untyped-def]
    form.set_record(base())
    form.show()
    qtbot.waitExposed(form)
    calendar = form.date.calendarWidget()
    assert calendar.yearShown() == 100  # where "not set" stands
    arrow = QPoint(form.date.width() - 5, form.date.height() // 2)
    qtbot.mouseClick(form.date, Qt.MouseButton.LeftButton, pos=arrow)
    qtbot.waitUntil(calendar.isVisible)
    assert (calendar.yearShown(), calendar.monthShown()) == (2026, 11)  # the clock's month
    assert not form.date.is_set()  # looking is not choosing


def test_applied_on_every_edit_one_change_keeps_the_latest_note(qtbot) -> None:  # type: ignore[no-untyped-def]
    """As an autosave does: apply after the status is chosen, again after the note is typed."""
    now = [NOW]
    form = IncidentDetails(clock=lambda: now[0])
    qtbot.addWidget(form)
    record = full()
    form.set_record(record)
    form.status.setCurrentIndex(form.status.findData(IncidentStatus.SCORE_ADJUSTED))
    first = form.apply_to(record)
    send_text(form.change_note, "Νόμος 12Γ1")
    now[0] += timedelta(minutes=5)
    second = form.apply_to(first)
    adjusted = StatusChange("2026-11-23T20:31:42+02:00", IncidentStatus.SCORE_ADJUSTED, "Νόμος 12Γ1")
    assert second.history == (*record.history, adjusted)  # one entry, stamped when the status was chosen
    form.status.setCurrentIndex(form.status.findData(IncidentStatus.APPEALED))
    third = form.apply_to(second)
    appealed = StatusChange("2026-11-23T20:36:42+02:00", IncidentStatus.APPEALED, "Νόμος 12Γ1")
    assert third.history == (*record.history, appealed)  # replaced, stamped anew
    form.status.setCurrentIndex(form.status.findData(IncidentStatus.RULED))  # back to what was loaded
    fourth = form.apply_to(third)
    assert (fourth.status, fourth.history) == (IncidentStatus.RULED, record.history)
