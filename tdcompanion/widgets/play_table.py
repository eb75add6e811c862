"""The play table: record the play card by card and look back at any point (Laws 41-71).

Four hands with their remaining cards (North at the top, West left, East right, South at
the bottom; declarer and dummy marked), the trick in the centre, the tricks won by each
side, the list of tricks and the irregularities found, each in words.

Clicking a card plays it for the seat that holds it. Any card may be clicked, not only
the player in turn's: the record keeps what happened, and a lead or play out of turn or a
revoke is flagged and described at once. Other events (an exposed card, a card taken
back, a claim, a concession) come from "Irregular event". The view steps back and forward
through the record (Left/Right: one event, Page Up/Page Down: one trick, Home/End) to
show the position at any point; new events are recorded at the end only.

The table keeps the :class:`PlayRecord` it shows; each edit made here gives a new record,
announced by ``record_changed`` (for a document's undo stack); :meth:`PlayTable.set_record`
shows one from outside. The cards the table state finds played against a rectification (a penalty
card not played, Laws 50C, 50D1, 51A and 52; a lead or play restriction not complied with, a revoke
under Law 61A) come from outside too (:meth:`PlayTable.set_violations`): they are flagged and listed
like the irregularities the record shows, and said in the status line the moment the card is entered.
So do the exposed cards that have gone back to the hand after a ruling (:meth:`PlayTable.set_returned`):
they are no longer drawn as exposed.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QSizePolicy,
    QSplitter,
    QStyle,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.cards import Card
from tdcompanion.core.errors import CardParseError
from tdcompanion.core.laws import Violation
from tdcompanion.core.play import (
    Claim,
    Extra,
    Omit,
    OutOfTurn,
    Play,
    PlayError,
    PlayEvent,
    PlayIrregularity,
    PlayRecord,
    PlayState,
    Revoke,
)
from tdcompanion.core.seats import Seat
from tdcompanion.models.colours import Role
from tdcompanion.models.labels import contract_text, seat_in, seat_letter, seat_name
from tdcompanion.models.play_model import (
    FIRST_SEAT_COLUMN,
    LEADER_COLUMN,
    TALLY_COLUMN,
    TRICK_COLUMN,
    WINNER_COLUMN,
    PlayModel,
    PlayRole,
    describe_play_irregularity,
)
from tdcompanion.models.text import arg, interface_language
from tdcompanion.widgets.dummy_call import DummyCall
from tdcompanion.widgets.palette_follow import follow_palette, set_style, text_style
from tdcompanion.widgets.play_event_dialog import EventKind, PlayEventDialog
from tdcompanion.widgets.play_hands import HandShown, HandView, TrickShown, TrickView
from tdcompanion.widgets.retranslating import FontSized, Retranslating
from tdcompanion.widgets.typed_entry import read_seated_card
from tdcompanion.wording.said_text import said_text
from tdcompanion.wording.table_text import violation_line

_CELLS = {Seat.N: (0, 1), Seat.W: (1, 0), Seat.E: (1, 2), Seat.S: (2, 1)}
_ALIGN = {
    Seat.N: Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
    Seat.S: Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
    Seat.W: Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
    Seat.E: Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
}


class Compass(QFrame):
    """The four hands around the trick; takes the keyboard focus for stepping."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play-compass")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.hands = {seat: HandView(seat, self) for seat in Seat}
        self.trick = TrickView(self)
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 6, 6, 6)
        grid.setSpacing(6)
        for seat, (row, column) in _CELLS.items():
            grid.addWidget(self.hands[seat], row, column, _ALIGN[seat])
            self.hands[seat].setFocusProxy(self)
        grid.addWidget(self.trick, 1, 1)
        self.trick.setFocusProxy(self)
        for column in range(3):
            grid.setColumnStretch(column, 1)
        grid.setRowStretch(1, 1)

    def focusInEvent(self, event: object) -> None:
        self.setFrameShadow(QFrame.Shadow.Sunken)
        self.setLineWidth(2)
        super().focusInEvent(event)  # type: ignore[arg-type]

    def focusOutEvent(self, event: object) -> None:
        self.setLineWidth(1)
        super().focusOutEvent(event)  # type: ignore[arg-type]


NARROW_TRICK_ROWS = 7  # the tricks shown under the table on a narrow screen (more scroll)


class PlayTable(FontSized, Retranslating, QWidget):
    """Signals: ``card_clicked(Seat, Card)`` for every click on a card, ``event_entered(event)``
    for each event recorded here, ``record_changed(PlayRecord)`` after every edit made here,
    ``position_changed(int)`` when the view steps to another point of the record."""

    card_clicked = Signal(object, object)
    event_entered = Signal(object)
    record_changed = Signal(object)
    position_changed = Signal(int)

    def __init__(self, record: PlayRecord | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._record: PlayRecord | None = None
        self._position = 0
        self._shown: PlayRecord | None = None
        self._boundaries: tuple[int, ...] | None = None
        self._listed: list[tuple[str, int]] | None = None
        self._violations: tuple[Violation, ...] = ()
        self._returned: Mapping[tuple[Seat, Card, int], int] = {}
        self._declarer: Seat | None = None
        self.model = PlayModel(None, self)
        self._build()
        self.fit_to_font()
        self.retranslate_ui()
        self.set_record(record)

    # -- building ------------------------------------------------------------------------

    def _build(self) -> None:
        self.contract_label = QLabel(self)
        self.contract_label.setObjectName("play-contract")
        bold = self.contract_label.font()
        bold.setBold(True)
        self.contract_label.setFont(bold)
        self.tally_label = QLabel(self)
        self.tally_label.setObjectName("play-tally")
        self.compass = Compass(self)
        self.hands = self.compass.hands
        self.trick = self.compass.trick
        for hand in self.hands.values():
            hand.card_clicked.connect(self._on_card_clicked)

        nav = self._build_nav()
        entry_row = self._build_entry_row()
        self._build_side()
        self._lay_out(nav, entry_row)

    def _build_nav(self) -> QHBoxLayout:
        self.nav_buttons: dict[str, QToolButton] = {}
        nav = QHBoxLayout()
        style = self.style()
        pixmaps = QStyle.StandardPixmap
        for name, icon, slot in (
            ("start", pixmaps.SP_MediaSkipBackward, self.to_start),
            ("previous-trick", pixmaps.SP_MediaSeekBackward, self.previous_trick),
            ("back", pixmaps.SP_ArrowLeft, self.step_back),
            ("forward", pixmaps.SP_ArrowRight, self.step_forward),
            ("next-trick", pixmaps.SP_MediaSeekForward, self.next_trick),
            ("end", pixmaps.SP_MediaSkipForward, self.to_end),
        ):
            button = QToolButton(self)
            button.setObjectName(f"play-{name}")
            button.setIcon(style.standardIcon(icon))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(slot)
            self.nav_buttons[name] = button
            nav.addWidget(button)
        self.position_label = QLabel(self)
        self.position_label.setObjectName("play-position")
        self.position_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self.position_label.setWordWrap(True)  # "looking back" in Greek is longer than the compass is wide
        nav.addWidget(self.position_label, 1)
        return nav

    def _build_entry_row(self) -> QHBoxLayout:
        self.card_label = QLabel(self)
        self.card_entry = QLineEdit(self)
        self.card_entry.setObjectName("card-entry")
        self.card_label.setBuddy(self.card_entry)
        self.card_entry.returnPressed.connect(self._on_card_typed)
        self.events_button = QToolButton(self)
        self.events_button.setObjectName("irregular-event")
        self.events_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.events_menu = QMenu(self)
        self.event_actions = {kind: self.events_menu.addAction("") for kind in EventKind}
        for kind, action in self.event_actions.items():
            action.triggered.connect(lambda _checked=False, k=kind: self.record_event(k))
        self.omit_action = self.events_menu.addAction("")
        self.omit_action.triggered.connect(self.record_omission)
        self.extra_action = self.events_menu.addAction("")
        self.extra_action.setCheckable(True)  # the next card entered is a card too many (Law 67)
        self.events_button.setMenu(self.events_menu)
        self.undo_button = QToolButton(self)
        self.undo_button.setObjectName("undo-event")
        self.undo_button.clicked.connect(self.undo_last_event)
        entry_row = QHBoxLayout()
        entry_row.addWidget(self.card_label)
        entry_row.addWidget(self.card_entry)
        entry_row.addWidget(self.events_button)
        entry_row.addWidget(self.undo_button)
        entry_row.addStretch(1)
        self.dummy_call = DummyCall(self)
        self.dummy_call.play_made.connect(self._on_dummy_called)
        self.dummy_call.refused.connect(lambda text: self._say(text, Role.ERROR))
        self.message = QLabel(self)
        self.message.setObjectName("play-message")
        self.message.setWordWrap(True)
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self._message_role: Role | None = None
        follow_palette(self.message, self._colour_message)
        return entry_row

    def _build_side(self) -> None:
        self.tricks_view = QTableView(self)
        self.tricks_view.setObjectName("tricks-table")
        self.tricks_view.setModel(self.model)
        self.tricks_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.tricks_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tricks_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tricks_view.verticalHeader().hide()
        self.tricks_view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.tricks_view.horizontalHeader()
        # Widths are set from the texts a column can hold (_fit_tricks_view), not measured
        # from the cells: measuring asks the model for every row at every change.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        for column in range(FIRST_SEAT_COLUMN, WINNER_COLUMN):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.tricks_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tricks_view.activated.connect(self._on_trick_activated)
        self.tricks_view.clicked.connect(self._on_trick_activated)
        self.irregularities_label = QLabel(self)
        self.irregularities = QListWidget(self)
        self.irregularities.setObjectName("play-irregularities")
        self.irregularities.setWordWrap(True)
        self.irregularities.setAlternatingRowColors(True)
        self.irregularities.setSpacing(2)
        self.irregularities_label.setBuddy(self.irregularities)
        self.irregularities.itemActivated.connect(self._on_irregularity_activated)

    def _lay_out(self, nav: QHBoxLayout, entry_row: QHBoxLayout) -> None:
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.contract_label)
        left.addWidget(self.tally_label)
        left.addWidget(self.compass, 1)
        left.addLayout(nav)
        left.addLayout(entry_row)
        left.addWidget(self.dummy_call)
        left.addWidget(self.message)
        left_widget = QWidget(self)
        left_widget.setLayout(left)
        right = QVBoxLayout()
        right.setContentsMargins(0, 0, 0, 0)
        right.addWidget(self.tricks_view, 3)
        right.addWidget(self.irregularities_label)
        right.addWidget(self.irregularities, 2)
        right_widget = QWidget(self)
        right_widget.setLayout(right)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left_widget)
        self.splitter.addWidget(right_widget)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter)
        self.setTabOrder(self.compass, self.card_entry)
        self.setTabOrder(self.card_entry, self.dummy_call.entry)
        self.setTabOrder(self.dummy_call.entry, self.events_button)
        self.setTabOrder(self.events_button, self.undo_button)
        self.setTabOrder(self.undo_button, self.tricks_view)
        self.setTabOrder(self.tricks_view, self.irregularities)

    # -- the record and the position -----------------------------------------------------

    @property
    def record(self) -> PlayRecord | None:
        return self._record

    @property
    def position(self) -> int:
        """How many events of the record are shown (``len(record)``: the latest position)."""
        return self._position

    @property
    def is_live(self) -> bool:
        return self._record is None or self._position == len(self._record)

    @property
    def state(self) -> PlayState | None:
        """The position shown."""
        return self._shown.state if self._shown is not None else None

    def set_record(self, record: PlayRecord | None) -> None:
        """Show ``record`` (no ``record_changed``: this is how the table hears of changes made
        elsewhere). A view at the latest position stays there; one looking back stays put."""
        live = self.is_live
        self._record = record
        self._boundaries = None
        length = len(record) if record is not None else 0
        self._show_position(length if live else min(self._position, length))

    def set_violations(self, violations: tuple[Violation, ...]) -> None:
        """The cards the table state finds played against a rectification (its ``violations``): those
        of this record are flagged and listed with the record's irregularities."""
        if violations != self._violations:
            self._violations = violations
            self._refresh()

    def set_returned(self, returned: Mapping[tuple[Seat, Card, int], int]) -> None:
        """The exposed cards that have gone back to the hand (:meth:`Timeline.returned
        <tdcompanion.core.laws.timeline.Timeline.returned>`): from the position they went back at, they
        are drawn as any card of the hand, not as exposed (issue 21)."""
        if returned != self._returned:
            self._returned = dict(returned)
            self._refresh()

    def set_declarer(self, declarer: Seat | None) -> None:
        """The player acting as declarer as the rulings have it (the record the laws read): after Law 54A, the
        presumed declarer's partner. From the faced opening lead on, he is shown as declarer and his partner as
        dummy, whose cards declarer's words name (Law 46); ``None``: the contract's declarer throughout."""
        if declarer is not self._declarer:
            self._declarer = declarer
            self._refresh()

    def acting_declarer(self, state: PlayState) -> Seat:
        """Who is declarer at the position ``state`` shows: the contract's until the opening lead is faced, then
        the one :meth:`set_declarer` gave (of the declaring side; Law 54A changes roles, not sides)."""
        declarer, contract = self._declarer, state.contract
        faced = bool(state.tricks) or (state.current is not None and bool(state.current.cards))
        if declarer is None or not faced or declarer.side is not contract.declaring_side:
            return contract.declarer
        return declarer

    def table_violations(self, record: PlayRecord | None = None) -> tuple[Violation, ...]:
        """The violations given that are cards of ``record`` (default: the whole record), in order."""
        return violations_in(self._violations, record if record is not None else self._record)

    def set_position(self, position: int) -> None:
        """Show the play after the first ``position`` events (clamped to the record)."""
        length = len(self._record) if self._record is not None else 0
        self._show_position(max(0, min(position, length)))

    def _show_position(self, position: int) -> None:
        changed = position != self._position
        self._position = position
        record = self._record
        if record is None:
            self._shown = None
        else:
            self._shown = record if position == len(record) else record.upto(position)
        self.model.set_record(self._shown)
        self._refresh()
        if changed:
            self.position_changed.emit(position)

    def trick_boundaries(self) -> tuple[int, ...]:
        """Positions where a trick has just been completed, with 0 and the end."""
        if self._boundaries is None:
            record = self._record
            found = {0}
            if record is not None:
                found.add(len(record))
                last_play: dict[tuple[Seat, Card], int] = {}
                for i, event in enumerate(record.events):
                    if isinstance(event, Play):
                        last_play[(event.seat, event.card)] = i
                for trick in record.tricks:
                    found.add(max(last_play.get(tc, -1) for tc in trick.cards) + 1)
            self._boundaries = tuple(sorted(found))
        return self._boundaries

    def step_back(self) -> None:
        self.set_position(self._position - 1)

    def step_forward(self) -> None:
        self.set_position(self._position + 1)

    def previous_trick(self) -> None:
        earlier = [b for b in self.trick_boundaries() if b < self._position]
        self.set_position(earlier[-1] if earlier else 0)

    def next_trick(self) -> None:
        later = [b for b in self.trick_boundaries() if b > self._position]
        self.set_position(later[0] if later else self._position)

    def to_start(self) -> None:
        self.set_position(0)

    def to_end(self) -> None:
        self.set_position(len(self._record) if self._record is not None else 0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        actions = {
            Qt.Key.Key_Left: self.step_back,
            Qt.Key.Key_Right: self.step_forward,
            Qt.Key.Key_PageUp: self.previous_trick,
            Qt.Key.Key_PageDown: self.next_trick,
            Qt.Key.Key_Home: self.to_start,
            Qt.Key.Key_End: self.to_end,
        }
        action = actions.get(Qt.Key(event.key()))
        if action is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(event)
            return
        action()
        event.accept()

    # -- recording -----------------------------------------------------------------------

    def apply_event(self, event: PlayEvent) -> bool:
        """Record ``event`` at the end of the record; say why not if it cannot have happened."""
        record = self._record
        if record is None or not self.is_live:
            self._say(self._cannot_record_text(), Role.ERROR)
            return False
        before = len(record.irregularities())
        try:
            new = record.add(event)
        except PlayError as exc:
            self._say(self._play_error_text(event, exc), Role.ERROR)
            return False
        self.set_record(new)
        found = new.irregularities()
        if len(found) > before:
            self._say(arg(self.tr("Recorded: %1"), describe_play_irregularity(found[-1], new.events)), Role.WARNING)
        else:
            self._say("")
        self.event_entered.emit(event)
        self.record_changed.emit(new)  # the table state follows the record (set_violations) before this returns
        if len(found) == before and self._record == new:
            against = [v for v in self.table_violations() if v.event == len(new) - 1]
            if against:
                self._say(arg(self.tr("Recorded: %1"), self._violation_text(against[0], new)), Role.WARNING)
        return True

    def _violation_text(self, violation: Violation, record: PlayRecord) -> str:
        assert violation.event is not None
        trick = record.state_at(violation.event).trick_number
        return violation_line(violation, trick, interface_language())

    def _cannot_record_text(self) -> str:
        if self._record is None:
            return self.tr("There is no contract yet: the play is recorded once the auction is over.")
        return self.tr("You are looking at an earlier point of the play. Press End to record more.")

    def _play_error_text(self, event: PlayEvent, exc: PlayError) -> str:
        state = self.state
        current = state.current if state is not None else None
        if isinstance(event, Play) and current is not None and event.seat in current.seats:
            return arg(
                self.tr("%1 has already played to trick %2. Record a second card as exposed (Irregular event)."),
                seat_in(event.seat, "Nom"),
                current.number,
            )
        if isinstance(event, Play) and state is not None and state.current is None:
            return self.tr("All 13 tricks have been played.")
        return arg(self.tr("This cannot have happened: %1"), said_text(exc.reason, interface_language()))

    def _on_card_clicked(self, seat: Seat, card: Card) -> None:
        self.card_clicked.emit(seat, card)
        self._apply_card(seat, card)

    def _on_card_typed(self) -> None:
        text = self.card_entry.text()
        if not text.strip():
            return
        try:
            seat, card = read_seated_card(text)
        except CardParseError:
            self._say(arg(self.tr("\u201c%1\u201d is not a card. Type e.g. sa, h10 or 10h; a card played out of turn "
                                  "with its player first, e.g. e:s7."), text), Role.ERROR)  # fmt: skip
            return
        state = self.state
        if seat is None and state is not None:  # its holder, else the player in turn
            seat = next((s for s in Seat if (h := state.hands[s]) is not None and card in h), state.next_seat)
        if seat is None:
            self._say(arg(self.tr("Nobody can play %1 now."), str(card)), Role.ERROR)
            return
        if self._apply_card(seat, card):
            self.card_entry.clear()

    def _on_dummy_called(self, play: Play) -> None:
        """Dummy's card as declarer called it (Law 46): recorded with his words unless he named it in full."""
        if not self.apply_event(play):
            return
        self.dummy_call.recorded()
        if play.said is not None and not self.message.text():
            self._say(arg(self.tr("Dummy's %1 is played as declarer called it: \u201c%2\u201d (Law 46). Rule on it in "
                                  "the Irregularity tab."), str(play.card), play.said), Role.WARNING)

    def _apply_card(self, seat: Seat, card: Card) -> bool:
        """Record ``seat``'s ``card``: played, or, with "a card too many" chosen, added to the trick he
        has already played to (Law 67: with his card, 58B, or as a fifth card, 45E)."""
        if not self.extra_action.isChecked():
            return self.apply_event(Play(seat, card))
        done = self.apply_event(Extra(seat, card))
        if done:
            self.extra_action.setChecked(False)
        return done

    def record_event(self, kind: EventKind) -> bool:
        """Ask for the details of an irregular event and record it."""
        state = self.state
        if state is None or self._record is None or not self.is_live:
            self._say(self._cannot_record_text(), Role.ERROR)
            return False
        dialog = PlayEventDialog(kind, state, self, declarer=self.acting_declarer(state))
        if dialog.exec() != PlayEventDialog.DialogCode.Accepted:
            return False
        event = dialog.event_made()
        return event is not None and self.apply_event(event)

    def record_omission(self) -> bool:
        """Record that the trick in progress was quitted before the player due had played to it: a
        defective trick (Law 67). The record refuses it unless the other three have played."""
        state = self.state
        seat = state.next_seat if state is not None else None
        if seat is None:
            self._say(self._cannot_record_text(), Role.ERROR)
            return False
        return self.apply_event(Omit(seat))

    def undo_last_event(self) -> None:
        record = self._record
        if record is not None and len(record) and self.is_live:
            new = record.upto(len(record) - 1)
            self.set_record(new)
            self._say("")
            self.record_changed.emit(new)

    def _on_trick_activated(self, index: QModelIndex) -> None:
        position = index.data(PlayRole.POSITION)
        if isinstance(position, int):
            self.set_position(position)

    def _on_irregularity_activated(self, item: QListWidgetItem) -> None:
        index = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(index, int):
            self.set_position(index + 1)

    # -- showing -------------------------------------------------------------------------

    def _say(self, text: str, role: Role | None = None) -> None:
        self.message.setText(text)
        self._message_role = role
        self._colour_message()

    def _colour_message(self) -> None:
        role = self._message_role
        set_style(self.message, text_style(role) if role is not None else "")

    def _refresh(self) -> None:
        shown = self._shown
        state = self.state
        self._show_hands(state)
        self._show_trick(shown, state)
        self._show_labels(state)
        self._show_irregularities(shown)
        length = len(self._record) if self._record is not None else 0
        live = self.is_live
        for name in ("start", "previous-trick", "back"):
            self.nav_buttons[name].setEnabled(self._position > 0)
        for name in ("forward", "next-trick", "end"):
            self.nav_buttons[name].setEnabled(self._position < length)
        self.undo_button.setEnabled(live and length > 0)
        self.events_button.setEnabled(live and self._record is not None)
        self.card_entry.setEnabled(live and self._record is not None)
        shown = state if live and self._record is not None else None
        self.dummy_call.set_state(shown, self.acting_declarer(shown).partner if shown is not None else None)

    def _show_hands(self, state: PlayState | None) -> None:
        live = self.is_live
        for seat, view in self.hands.items():
            if state is None:
                view.show_hand(HandShown(cards=(), clickable=False))
                continue
            hand = state.hands[seat]
            declarer = self.acting_declarer(state)
            role = self.tr("declarer") if seat is declarer else ""
            if seat is declarer.partner:
                role = self.tr("dummy")
            in_turn = seat is state.next_seat and state.current is not None
            exposed = {e.card: e.how for e in state.exposed if e.seat is seat
                       and self._returned.get((seat, e.card, e.index), state.event_count + 1) > state.event_count}
            view.show_hand(
                HandShown(
                    cards=hand.cards if hand is not None else None,
                    role=role,
                    in_turn=in_turn,
                    legal=frozenset(state.legal_cards(seat)) if in_turn and hand is not None else frozenset(),
                    exposed=exposed,
                    clickable=live,
                )
            )

    def _show_trick(self, shown: PlayRecord | None, state: PlayState | None) -> None:
        if state is None or shown is None:
            self.trick.show_trick(TrickShown())
            return
        trick, quitted = state.current, False
        if (trick is None or not trick.cards) and state.tricks:
            trick, quitted = state.tricks[-1], True
        flagged = frozenset(
            (irr.seat, irr.card)
            for irr in shown.irregularities()
            if isinstance(irr, OutOfTurn | Revoke) and trick is not None and irr.trick == trick.number
        )
        if trick is not None:  # a card played against the table state, in this trick
            in_trick = {(tc.seat, tc.card) for tc in trick.cards}
            flagged |= {(v.seat, v.card) for v in self.table_violations(shown)} & in_trick
        self.trick.show_trick(TrickShown(trick, quitted, flagged))

    def _show_labels(self, state: PlayState | None) -> None:
        record = self._record
        if record is None or state is None:
            self.contract_label.setText(self.tr("No contract yet"))
            self.tally_label.setText("")
            self.position_label.setText("")
            return
        contract = record.contract
        text = arg(self.tr("%1 by %2"), contract_text(contract.pbn), seat_name(self.acting_declarer(state)))  # 54A
        if state.claim is not None:
            verb = self.tr("%1 claimed %2") if isinstance(state.claim, Claim) else self.tr("%1 conceded %2")
            text = f"{text} \u00b7 {arg(verb, seat_in(state.claim.seat, 'Nom'), state.claim.tricks)}"
        elif state.next_seat is not None:
            if state.current is not None and not state.current.cards:
                turn = arg(self.tr("%1 to lead"), seat_name(state.next_seat))
                text = f"{text} \u00b7 {turn}"
            else:
                turn = arg(self.tr("%1 to play"), seat_name(state.next_seat))
                text = f"{text} \u00b7 {turn}"
        self.contract_label.setText(text)
        ours, theirs = contract.declaring_side, contract.declaring_side.opponents
        tally = arg(
            self.tr("Tricks \u2014 declarer (%1): %2 \u00b7 defenders (%3): %4"),
            self._side_text(ours.seats),
            state.tricks_won(ours),
            self._side_text(theirs.seats),
            state.tricks_won(theirs),
        )
        if state.result is not None:
            result = arg(self.tr("result: %1 tricks for declarer"), state.result)
            tally = f"{tally} \u00b7 {result}"
        self.tally_label.setText(tally)
        length = len(record)
        if self._position == 0:
            where = self.tr("Before the opening lead")
        else:
            where = arg(self.tr("After event %1 of %2, trick %3"), self._position, length, state.trick_number)
        if not self.is_live:
            back = self.tr("looking back: press End for the latest")
            where = f"{where} \u2014 {back}"
        self.position_label.setText(where)

    def _side_text(self, seats: tuple[Seat, Seat]) -> str:
        return arg(self.tr("%1-%2", "a side, e.g. N-S"), seat_letter(seats[0]), seat_letter(seats[1]))

    def _show_irregularities(self, shown: PlayRecord | None) -> None:
        found: tuple[PlayIrregularity, ...] = shown.irregularities() if shown is not None else ()
        events = shown.events if shown is not None else None
        rows = [(describe_play_irregularity(irr, events), irr.index) for irr in found]
        if shown is not None:  # the cards played against the table state, among them in the order played
            rows += [(self._violation_text(v, shown), v.event) for v in self.table_violations(shown)
                     if v.event is not None]  # fmt: skip
            rows.sort(key=lambda row: row[1])
        if rows == self._listed:
            return  # a word-wrapped list is costly to lay out again
        self._listed = rows
        self.irregularities.clear()
        for text, index in rows:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.irregularities.addItem(item)
        if not rows:
            item = QListWidgetItem(self.tr("None so far."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.irregularities.addItem(item)

    # -- language ------------------------------------------------------------------------

    def fit_to_font(self) -> None:
        self.card_entry.setMaximumWidth(self.fontMetrics().horizontalAdvance("M") * 14)

    def retranslate_ui(self) -> None:
        tips = {
            "start": self.tr("Start of the play (Home)"),
            "previous-trick": self.tr("Previous trick (Page Up)"),
            "back": self.tr("One event back (Left)"),
            "forward": self.tr("One event forward (Right)"),
            "next-trick": self.tr("Next trick (Page Down)"),
            "end": self.tr("Latest position (End)"),
        }
        for name, button in self.nav_buttons.items():
            button.setToolTip(tips[name])
            button.setAccessibleName(tips[name])
        self.card_label.setText(self.tr("&Play a card:"))
        self.card_entry.setPlaceholderText(self.tr("e.g. sa, h10, e:s7"))
        self.card_entry.setToolTip(self.tr("Type a card and press Enter: suit then rank (sa, h10) or rank then suit "
                                           "(10h). It is played by the hand that holds it, else by the player in "
                                           "turn. A card played out of turn: its player first, e.g. e:s7 for "
                                           "East's \u26607."))
        self.events_button.setText(self.tr("&Irregular event"))
        texts = {
            EventKind.EXPOSE: self.tr("Exposed card (dropped, two at once, named)\u2026"),
            EventKind.RETRACT: self.tr("Card taken back\u2026"),
            EventKind.PICK_UP: self.tr("Exposed cards picked up\u2026"),
            EventKind.CLAIM: self.tr("Claim\u2026"),
            EventKind.CONCEDE: self.tr("Concession\u2026"),
        }
        for kind, action in self.event_actions.items():
            action.setText(texts[kind])
        self.omit_action.setText(self.tr("Trick quitted without the fourth player's card (Law 67)"))
        self.extra_action.setText(self.tr("Next card: a card too many to the player's trick (Law 67)"))
        self.undo_button.setText(self.tr("&Remove last event"))
        self.irregularities_label.setText(self.tr("Irregularities in the play:"))
        self.compass.setToolTip(
            self.tr("Click a card to play it. Left/Right: one event; Page Up/Page Down: one trick; Home/End.")
        )
        self.compass.setAccessibleName(self.tr("Play table"))
        self.tricks_view.setAccessibleName(self.tr("Tricks"))
        self.model.retranslate()
        self._fit_tricks_view()
        self._listed = None
        self._refresh()

    def set_wide(self, wide: bool) -> None:
        """The tricks and irregularities beside the table (wide) or under it (a narrow screen)."""
        self.splitter.setOrientation(Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical)
        # Under the table they would be squeezed to a row or two: the page scrolls instead.
        rows = self.tricks_view.verticalHeader().defaultSectionSize()
        frame = 2 * self.tricks_view.frameWidth()
        tricks = self.tricks_view.horizontalHeader().sizeHint().height() + NARROW_TRICK_ROWS * rows + frame
        self.tricks_view.setMinimumHeight(0 if wide else tricks)
        self.irregularities.setMinimumHeight(0 if wide else 4 * self.irregularities.fontMetrics().lineSpacing())

    def _fit_tricks_view(self) -> None:
        """Columns wide enough for what they can hold in the current language, so nothing is cut off."""
        header = self.tricks_view.horizontalHeader()
        metrics = self.tricks_view.fontMetrics()
        names = [seat_name(seat) for seat in Seat]
        samples = {
            TRICK_COLUMN: ["13"],
            LEADER_COLUMN: names,
            WINNER_COLUMN: names,
            TALLY_COLUMN: ["13\u201313"],
        }
        seat_columns = range(FIRST_SEAT_COLUMN, WINNER_COLUMN)
        # The four seat columns share the room equally: each needs the widest seat name.
        card = max(metrics.horizontalAdvance("\u266010") + 16, *(header.sectionSizeHint(c) for c in seat_columns))
        total = len(seat_columns) * card
        for column, texts in samples.items():
            width = max([header.sectionSizeHint(column), *(metrics.horizontalAdvance(t) + 16 for t in texts)])
            header.resizeSection(column, width)
            total += width
        scroll = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.tricks_view.setMinimumWidth(total + 2 * self.tricks_view.frameWidth() + scroll + 4)


def violations_in(violations: tuple[Violation, ...], record: PlayRecord | None) -> tuple[Violation, ...]:
    """Those of ``violations`` that are cards of ``record``, in order (the play tab flags and lists them)."""
    if record is None:
        return ()
    events = record.events
    found = (v for v in violations if v.event is not None and v.event < len(events)
             and isinstance(e := events[v.event], Play) and (e.seat, e.card) == (v.seat, v.card))  # fmt: skip
    return tuple(sorted(found, key=lambda v: v.event or 0))
