"""The Director's record of a call: where and when (event, session, date, section, table, time of
the call and who called), who sat where, each side's statement, the score consequences, the
Director's notes, and the incident's status with the history of its changes.

:meth:`IncidentDetails.set_record` fills the form from an incident and :meth:`IncidentDetails.apply_to`
gives an incident back with the form's values. A field the user has not touched gives back exactly
what was loaded, so a record always survives the round trip.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import date, datetime, time
from itertools import pairwise

from PySide6.QtCore import QDate, QDateTime, QEvent, QLocale, QObject, QSize, Qt, QTime, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QDateTimeEdit,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QStyle,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.errors import InputError
from tdcompanion.core.incident import Incident
from tdcompanion.core.incident_info import MAX_FIELD, MAX_TEXT, IncidentInfo, IncidentStatus, Statements, StatusChange
from tdcompanion.core.seats import Seat
from tdcompanion.models.colours import Role
from tdcompanion.models.incident_labels import status_name
from tdcompanion.models.labels import seat_name
from tdcompanion.models.text import arg
from tdcompanion.widgets.palette_follow import styled, text_style
from tdcompanion.widgets.retranslating import FontSized, Retranslating, sized_to_texts

_LINES = ("event", "session", "section", "table")
_TEXTS = ("ns", "ew", "score", "note")
_NO_DATE = QDate(100, 1, 1)  # the earliest date a QDateEdit takes: stands for "not set"
_NO_TIME = QTime(0, 0)
_DAY = QDate(2000, 1, 1)  # the day a time of day is kept on


class DetailsError(InputError):
    """The form holds a value the incident format refuses (a text longer than its limit)."""


def _now() -> datetime:
    return datetime.now().astimezone()


class _Optional(QDateTimeEdit):
    """A date or a time that may be not set: the minimum stands for "not set" and shows the special
    text. Stepping or typing a digit from "not set" starts at ``start()`` (today, now)."""

    def __init__(self, parent: QWidget, shown: str, start: Callable[[], QDateTime]) -> None:
        super().__init__(parent)
        self.start = start
        self.setDisplayFormat(shown)

    def is_set(self) -> bool:
        return self.dateTime() != self.minimumDateTime()

    def unset(self) -> None:
        self.setDateTime(self.minimumDateTime())

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        if not self.is_set():
            return QAbstractSpinBox.StepEnabledFlag.StepUpEnabled | QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        return super().stepEnabled()

    def stepBy(self, steps: int) -> None:
        if self.is_set():
            super().stepBy(steps)
        else:
            self.setDateTime(self.start())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.is_set() and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            # QDateTimeEdit keeps the focus on Tab while it shows the special text: leave instead.
            QAbstractSpinBox.focusNextPrevChild(self, event.key() == Qt.Key.Key_Tab)
            return
        if not self.is_set() and event.text().isdigit():
            self.setDateTime(self.start())
            self.setSelectedSection(self.sectionAt(0))
        super().keyPressEvent(event)


class _OptionalDate(_Optional):
    """A calendar date (``dd/MM/yyyy``, calendar popup) or none."""

    def __init__(self, parent: QWidget, clock: Callable[[], datetime]) -> None:
        super().__init__(parent, "dd/MM/yyyy", lambda: QDateTime(_qdate(clock().date()), _NO_TIME))
        self.setMinimumDate(_NO_DATE)
        self.setCalendarPopup(True)
        self.calendarWidget().installEventFilter(self)
        self.unset()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.calendarWidget() and event.type() == QEvent.Type.Show and not self.is_set():
            today = self.start().date()  # not the year 100 that stands for "not set"
            self.calendarWidget().setCurrentPage(today.year(), today.month())
        return super().eventFilter(watched, event)

    def iso(self) -> str:
        return self.date().toString(Qt.DateFormat.ISODate) if self.is_set() else ""

    def set_iso(self, text: str) -> None:
        day = QDate.fromString(text, Qt.DateFormat.ISODate)
        self.setDate(day if day.isValid() and day > _NO_DATE else _NO_DATE)


class _OptionalTime(_Optional):
    """A time of day (``HH:mm``) or none; 00:00 stands for "not set"."""

    def __init__(self, parent: QWidget, clock: Callable[[], datetime]) -> None:
        super().__init__(parent, "HH:mm", lambda: QDateTime(_DAY, _qtime(clock().time())))
        self.setDateTimeRange(QDateTime(_DAY, _NO_TIME), QDateTime(_DAY, QTime(23, 59)))
        self.unset()

    def iso(self) -> str:
        return self.time().toString("HH:mm") if self.is_set() else ""

    def set_iso(self, text: str) -> None:
        found = _time_of(text) if text else None
        self.setTime(_qtime(found) if found is not None else _NO_TIME)


def _qtime(t: time) -> QTime:
    return QTime(t.hour, t.minute)


def _qdate(d: date) -> QDate:
    return QDate(d.year, d.month, d.day)


def _time_of(text: str) -> time | None:
    """The time of day in ``20:15`` or ``2026-11-23T20:15:00+02:00``; ``None`` if unreadable."""
    try:
        if len(text) > 10 and text[10] in "T ":
            return datetime.fromisoformat(text).time()
        return time.fromisoformat(text)
    except ValueError:
        return None


def _shown_stamp(text: str) -> str:
    """``23/11/2026 20:15`` for an ISO date and time; a time alone (or anything unreadable) as it is."""
    try:
        stamp = datetime.fromisoformat(text) if len(text) > 10 else None
    except ValueError:
        stamp = None
    return f"{stamp:%d/%m/%Y %H:%M}" if stamp is not None else text


class _Text(QPlainTextEdit):
    """A free text that asks for five lines (the default asks for about twelve): the form fits a
    1366x768 screen, and the text grows into whatever room is left."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        margins = self.contentsMargins()
        return QSize(hint.width(), self.fontMetrics().lineSpacing() * 5 + margins.top() + margins.bottom() + 8)


class IncidentDetails(FontSized, Retranslating, QWidget):
    """The Director's record of one incident as a form; ``edited`` on every change by the user."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None, *, clock: Callable[[], datetime] = _now) -> None:
        super().__init__(parent)
        self._clock = clock
        self._filling = False
        self._loaded: dict[str, str] = {}
        self._touched: set[str] = set()
        self._status = IncidentStatus.OPEN
        self._pending: StatusChange | None = None  # the change apply_to last added, to replace on the next call
        self._history: tuple[StatusChange, ...] = ()
        self.lines = {key: QLineEdit(self) for key in _LINES}
        self.players = {seat: QLineEdit(self) for seat in Seat}
        self.texts: dict[str, QPlainTextEdit] = {key: _Text(self) for key in _TEXTS}
        self.date = _OptionalDate(self, clock)
        self.time = _OptionalTime(self, clock)
        self.called_by = QComboBox(self)
        self.called_by.addItem("", None)
        for seat in Seat:
            self.called_by.addItem("", seat)
        self.status = QComboBox(self)
        for status in IncidentStatus:
            self.status.addItem("", status)
        sized_to_texts(self.called_by, self.status)
        self.change_note = QLineEdit(self)
        self.change_note.setMaxLength(MAX_FIELD)
        self.history = QTreeWidget(self)
        self.history.setColumnCount(3)
        self.history.setRootIsDecorated(False)
        self.history.setWordWrap(True)
        header = self.history.header()
        for column in (0, 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.no_history = QLabel(self)
        self.no_history.setWordWrap(True)  # beside its label in a narrow column on a small screen
        self.now_button = QPushButton(self)
        self.clear_date = self._clear_button(self.date)
        self.clear_time = self._clear_button(self.time)
        self.labels: dict[str, QLabel] = {}
        self.messages: dict[str, QLabel] = {}
        for name in ("event", "session", "date", "section", "table", "time", "called_by", "status", "change_note",
                     "history", *(s.name for s in Seat), *_TEXTS):  # fmt: skip
            self.labels[name] = QLabel(self)
        self.where_box = QGroupBox(self)
        self.players_box = QGroupBox(self)
        self.progress_box = QGroupBox(self)
        self._lay_out()
        self._set_tab_order()
        self._connect()
        self.set_record(None)
        self.fit_to_font()
        self.retranslate_ui()

    # --- building ------------------------------------------------------------------------------------

    def _clear_button(self, edit: _Optional) -> QToolButton:
        button = QToolButton(self)
        button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_LineEditClearButton))
        button.setAutoRaise(True)
        button.clicked.connect(edit.unset)
        return button

    def _checked(self, key: str, field: QWidget) -> QWidget:
        """``field`` with a message line under it, shown while its text is too long."""
        message = QLabel(self)
        styled(message, lambda: text_style(Role.ERROR))
        message.setWordWrap(True)
        message.hide()
        self.messages[key] = message
        box = QWidget(self)
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(field)
        column.addWidget(message)
        box.setFocusProxy(field)  # the label's mnemonic reaches the field
        return box

    def _row(self, form: QFormLayout, key: str, field: QWidget) -> None:
        self.labels[key].setBuddy(field.focusProxy() or field)  # a QLabel focuses its buddy, not the proxy
        form.addRow(self.labels[key], field)

    def _lay_out(self) -> None:
        where = QFormLayout(self.where_box)
        for key in ("event", "session"):
            self._row(where, key, self._checked(key, self.lines[key]))
        self.labels["date"].setBuddy(self.date)
        where.addRow(self.labels["date"], self._inline(self.date, self.clear_date))
        for key in ("section", "table"):
            self._row(where, key, self._checked(key, self.lines[key]))
        self.labels["time"].setBuddy(self.time)
        where.addRow(self.labels["time"], self._inline(self.time, self.now_button, self.clear_time))
        self._row(where, "called_by", self.called_by)
        players = QFormLayout(self.players_box)
        for seat in Seat:
            self._row(players, seat.name, self._checked(seat.name, self.players[seat]))
        progress = QFormLayout(self.progress_box)
        self._row(progress, "status", self.status)
        self._row(progress, "change_note", self.change_note)
        history = QWidget(self)
        column = QVBoxLayout(history)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.no_history)
        column.addWidget(self.history)
        progress.addRow(self.labels["history"], history)
        for form in (where, players, progress):
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        right = QVBoxLayout()
        right.addWidget(self.players_box)
        right.addWidget(self.progress_box)
        grid = QGridLayout()
        grid.addWidget(self.where_box, 0, 0)
        grid.addLayout(right, 0, 1)
        for i, key in enumerate(_TEXTS):
            self.labels[key].setBuddy(self.texts[key])
            self.labels[key].setWordWrap(True)
            self.texts[key].setTabChangesFocus(True)
            grid.addWidget(self.labels[key], 1 + 2 * (i // 2), i % 2)
            grid.addWidget(self._checked(key, self.texts[key]), 2 + 2 * (i // 2), i % 2)
        for side in (0, 1):
            grid.setColumnStretch(side, 1)
        for row in (2, 4):
            grid.setRowStretch(row, 1)
        page = QWidget()
        page.setLayout(grid)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(page)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroll_area)

    def _set_tab_order(self) -> None:
        """Tab goes down the left column, then the right one, then the texts (not in creation order)."""
        order: list[QWidget] = [self.lines["event"], self.lines["session"], self.date, self.clear_date,
                                self.lines["section"], self.lines["table"], self.time, self.now_button,
                                self.clear_time, self.called_by, *self.players.values(), self.status,
                                self.change_note, self.history, *self.texts.values()]  # fmt: skip
        for first, second in pairwise(order):
            QWidget.setTabOrder(first, second)

    def _inline(self, *widgets: QWidget) -> QWidget:
        box = QWidget(self)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        for widget in widgets:
            row.addWidget(widget)
        row.addStretch(1)
        return box

    def _connect(self) -> None:
        for key, line in self.lines.items():
            line.textChanged.connect(lambda _text, key=key: self._changed(key))
        for seat, line in self.players.items():
            line.textChanged.connect(lambda _text, key=seat.name: self._changed(key))
        for key, text in self.texts.items():
            text.textChanged.connect(lambda key=key: self._changed(key))
        self.date.dateChanged.connect(lambda _date: self._changed("date"))
        self.time.timeChanged.connect(lambda _time: self._changed("time"))
        self.called_by.currentIndexChanged.connect(lambda _index: self._changed("called_by"))
        self.status.currentIndexChanged.connect(lambda _index: self._changed("status"))
        self.change_note.textChanged.connect(lambda _text: self._changed("change_note"))
        self.now_button.clicked.connect(self._call_now)

    # --- texts -----------------------------------------------------------------------------------------

    def fit_to_font(self) -> None:
        self.history.setMaximumHeight(self.fontMetrics().height() * 7)  # the header and about five changes

    def retranslate_ui(self) -> None:
        texts = {
            "event": self.tr("Eve&nt:"),
            "session": self.tr("Sess&ion:"),
            "date": self.tr("&Date:"),
            "section": self.tr("Sec&tion:"),
            "table": self.tr("T&able:"),
            "time": self.tr("Time of the &call:"),
            "called_by": self.tr("Called &by:"),
            "status": self.tr("Stat&us:"),
            "change_note": self.tr("Note on the chan&ge:"),
            "history": self.tr("History:"),
            "ns": self.tr("Statement by N-&S:"),
            "ew": self.tr("Statement by E-&W:"),
            "score": self.tr("Score conse&quences:"),
            "note": self.tr("Di&rector's notes:"),
        }
        for seat in Seat:
            texts[seat.name] = arg(self.tr("%1:", "a seat's label before the player's name"), seat_name(seat))
        for key, text in texts.items():
            self.labels[key].setText(text)
        self.where_box.setTitle(self.tr("Where and when"))
        self.players_box.setTitle(self.tr("&Players"))
        self.progress_box.setTitle(self.tr("Progress"))
        not_set = self.tr("not set", "no date or time entered")
        for edit in (self.date, self.time):
            edit.setSpecialValueText(not_set)
            edit.updateGeometry()  # the special text's width counts
        self.now_button.setText(self.tr("N&ow"))
        self.now_button.setToolTip(self.tr("The time of the call is now (and an empty date is today)"))
        self.clear_date.setToolTip(self.tr("Clear the date"))
        self.clear_date.setAccessibleName(self.clear_date.toolTip())
        self.clear_time.setToolTip(self.tr("Clear the time of the call"))
        self.clear_time.setAccessibleName(self.clear_time.toolTip())
        self.called_by.setItemText(0, self.tr("not recorded", "who called the Director"))
        for i, seat in enumerate(Seat, 1):
            self.called_by.setItemText(i, seat_name(seat))
        for i, status in enumerate(IncidentStatus):
            self.status.setItemText(i, status_name(status))
        self.change_note.setPlaceholderText(self.tr("Why the status changes (optional)"))
        self.history.setHeaderLabels([self.tr("When"), self.tr("Status"), self.tr("Note")])
        self.no_history.setText(self.tr("No status changes yet."))
        self._fill_history()
        self._check_lengths()

    # --- the record ------------------------------------------------------------------------------------

    def set_record(self, incident: Incident | None) -> None:
        """Show ``incident``'s record (an empty form for ``None``); emits no ``edited``."""
        info = incident.info if incident is not None else IncidentInfo()
        statements = incident.statements if incident is not None else Statements()
        self._loaded = {key: getattr(info, key) for key in _LINES}
        self._loaded |= {seat.name: info.player(seat) for seat in Seat}
        self._loaded |= {"ns": statements.ns, "ew": statements.ew, "date": info.date, "time": info.called_at,
                         "score": incident.score if incident is not None else "",
                         "note": incident.note if incident is not None else ""}  # fmt: skip
        self._status = incident.status if incident is not None else IncidentStatus.OPEN
        self._pending = None
        self._history = incident.history if incident is not None else ()
        self._filling = True
        try:
            for key, line in self.lines.items():
                line.setText(self._loaded[key])
            for seat, line in self.players.items():
                line.setText(self._loaded[seat.name])
            for key, text in self.texts.items():
                text.setPlainText(self._loaded[key])
            self.date.set_iso(info.date)
            self.time.set_iso(info.called_at)
            self.called_by.setCurrentIndex(0 if info.called_by is None else 1 + list(Seat).index(info.called_by))
            self.status.setCurrentIndex(list(IncidentStatus).index(self._status))
            self.change_note.clear()
        finally:
            self._filling = False
        self._touched.clear()
        self.change_note.setEnabled(False)
        self._fill_history()
        self._check_lengths()

    def apply_to(self, incident: Incident) -> Incident:
        """``incident`` with the form's values. A new status adds a :class:`StatusChange` (now, in
        ISO 8601 with the offset, and the note); raises :class:`DetailsError` for a text too long."""
        problems = self.problems()
        if problems:
            raise DetailsError("\n".join(problems))
        value = self._value
        players = tuple((seat, value(seat.name)) for seat in Seat if value(seat.name))
        called_by = self.called_by.currentData()
        info = IncidentInfo(event=value("event"), session=value("session"), date=value("date"),
                            section=value("section"), table=value("table"), players=players, called_at=value("time"),
                            called_by=called_by if isinstance(called_by, Seat) else None)  # fmt: skip
        status, history = self._status_and_history(incident)
        return replace(incident, info=info, statements=Statements(value("ns"), value("ew")), score=value("score"),
                       note=value("note"), status=status, history=history)  # fmt: skip

    def _status_and_history(self, incident: Incident) -> tuple[IncidentStatus, tuple[StatusChange, ...]]:
        """The chosen status, and the history with the change to it. Applied again (an autosave on
        every edit), the change this form added is replaced rather than repeated: one entry, the
        latest note, the time it was first recorded (unless the status chosen changed again)."""
        chosen = self._chosen_status()
        before, history, pending = incident.status, incident.history, self._pending
        if pending is not None and history and history[-1] == pending and before is pending.status:
            before, history = self._status, history[:-1]
        if chosen is before:
            return before, history
        same = pending is not None and pending.status is chosen
        stamp = pending.at if pending is not None and same else self._clock().isoformat(timespec="seconds")
        self._pending = StatusChange(stamp, chosen, self.change_note.text())
        return chosen, (*history, self._pending)

    def problems(self) -> list[str]:
        """What keeps the form from being saved, one line per field (``Event: too long ...``)."""
        return [f"{self.labels[key].text().replace('&', '').rstrip(':')}: {message.text()}"
                for key, message in self.messages.items() if message.text()]  # fmt: skip

    def _value(self, key: str) -> str:
        if key not in self._touched:
            return self._loaded[key]
        if key == "date":
            return self.date.iso()
        if key == "time":
            return self.time.iso()
        if key in self.texts:
            return self.texts[key].toPlainText()
        return self.players[Seat[key]].text() if key in Seat.__members__ else self.lines[key].text()

    def _chosen_status(self) -> IncidentStatus:
        status = self.status.currentData()
        assert isinstance(status, IncidentStatus)
        return status

    # --- reacting to the user ------------------------------------------------------------------------

    def _changed(self, key: str) -> None:
        if self._filling:
            return
        self._touched.add(key)
        if key == "status":
            self.change_note.setEnabled(self._chosen_status() is not self._status)
        if key in self.messages:
            self._check_length(key)
        self.edited.emit()

    def _call_now(self) -> None:
        now = self._clock()
        self.time.setTime(_qtime(now.time()))
        if not self.date.is_set():
            self.date.setDate(_qdate(now.date()))

    def _check_lengths(self) -> None:
        for key in self.messages:
            self._check_length(key)

    def _check_length(self, key: str) -> None:
        limit = MAX_TEXT if key in self.texts else MAX_FIELD
        length = len(self._value(key))
        locale = QLocale()
        text = "" if length <= limit else arg(
            self.tr("Too long: %1 characters, at most %2. Shorten it to save the record."),
            locale.toString(length), locale.toString(limit))  # fmt: skip
        message = self.messages[key]
        message.setText(text)
        message.setVisible(bool(text))

    def _fill_history(self) -> None:
        self.history.clear()
        for change in self._history:
            row = QTreeWidgetItem([_shown_stamp(change.at), status_name(change.status), change.note])
            row.setToolTip(0, change.at)
            row.setToolTip(2, change.note)
            self.history.addTopLevelItem(row)
        self.history.setVisible(bool(self._history))
        self.no_history.setVisible(not self._history)
