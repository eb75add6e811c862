"""Recording the play card by card, irregularities included, and looking back (pytest-qt flows)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTranslator
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

from tdcompanion.app.i18n import Translators
from tdcompanion.core.cards import Card
from tdcompanion.core.play import (
    Claim,
    Concede,
    Expose,
    ExposeHow,
    Extra,
    Omit,
    OutOfTurn,
    PickUp,
    Play,
    PlayRecord,
    Retract,
    RetractReason,
    Revoke,
)
from tdcompanion.core.seats import Seat
from tdcompanion.models.play_model import SEAT_COLUMN_OF, TRICK_COLUMN, PlayRole
from tdcompanion.widgets.play_event_dialog import EventKind, PlayEventDialog
from tdcompanion.widgets.play_table import PlayTable
from tests.bridge_samples import DEAL, HEARTS, NOTRUMP, legal_play, random_deal

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
LEFT = Qt.MouseButton.LeftButton


def c(text: str) -> Card:
    return Card.parse(text)


@pytest.fixture
def table(qtbot) -> PlayTable:  # type: ignore[no-untyped-def]
    widget = PlayTable(PlayRecord(DEAL, HEARTS))  # South declares hearts: West leads, North is dummy
    qtbot.addWidget(widget)
    widget.resize(1300, 600)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def click_card(qtbot, table: PlayTable, seat: Seat, card: Card | str) -> None:  # type: ignore[no-untyped-def]
    card = c(card) if isinstance(card, str) else card
    view = table.hands[seat]
    rect = view.card_rect(card)
    assert rect is not None, f"{card} is not shown in {seat.name}'s hand"
    qtbot.mouseClick(view, LEFT, pos=rect.center())


def irregularity_texts(table: PlayTable) -> list[str]:
    return [table.irregularities.item(i).text() for i in range(table.irregularities.count())]


def press(qtbot, table: PlayTable, key: Qt.Key) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(table.compass, key)


def test_thirteen_tricks_by_52_clicks(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = PlayRecord(random_deal(11), NOTRUMP)
    table = PlayTable(record)
    qtbot.addWidget(table)
    table.resize(1300, 600)
    table.show()
    qtbot.waitExposed(table)
    clicked: list[tuple[Seat, Card]] = []
    table.card_clicked.connect(lambda seat, card: clicked.append((seat, card)))
    for _ in range(52):
        state = table.state
        assert state is not None and state.next_seat is not None
        seat = state.next_seat
        shown = table.hands[seat].shown
        assert shown.in_turn
        card = min(shown.legal)  # any legal card: the lowest
        click_card(qtbot, table, seat, card)
    final = table.record
    assert final is not None and len(final) == 52 and len(clicked) == 52
    assert final.irregularities() == ()
    assert len(final.tricks) == 13
    declaring = NOTRUMP.declaring_side
    ours, theirs = final.tricks_won(declaring), final.tricks_won(declaring.opponents)
    assert ours + theirs == 13
    assert f"declarer (N-S): {ours}" in table.tally_label.text()
    assert f"defenders (E-W): {theirs}" in table.tally_label.text()
    assert f"result: {ours} tricks for declarer" in table.tally_label.text()
    assert table.model.played_rows == 13
    assert all(len(table.hands[s].shown.cards or ()) == 0 for s in Seat)
    assert table.trick.shown.trick == final.tricks[-1]
    assert table.trick.caption().startswith("Trick 13 — won by ")


def test_click_shows_whose_turn_and_declarer_and_dummy(table: PlayTable) -> None:
    assert table.hands[W].shown.in_turn
    assert table.hands[N].title_text() == "North — dummy"
    assert table.hands[S].title_text() == "South — declarer"
    assert table.contract_label.text() == "2♥ by South · West to lead"


def test_card_of_another_seat_is_recorded_out_of_turn(qtbot, table: PlayTable) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(table.card_clicked) as clicked:
        click_card(qtbot, table, E, "S8")  # West is on lead
    assert clicked.args == [E, c("S8")]
    record = table.record
    assert record is not None and record.events == (Play(E, c("S8")),)
    (irr,) = record.irregularities()
    assert isinstance(irr, OutOfTurn) and irr.is_lead
    assert table.message.text() == "Recorded: Lead out of turn: East led ♠8 to trick 1 at West's turn (Law 54)"
    assert irregularity_texts(table) == ["Lead out of turn: East led ♠8 to trick 1 at West's turn (Law 54)"]
    assert (E, c("S8")) in table.trick.shown.flagged
    cell = table.model.index(0, SEAT_COLUMN_OF[E])
    assert cell.data(PlayRole.IRREGULARITIES) == (irr,)


def test_revoke_detected_then_established_by_a_later_play(qtbot, table: PlayTable) -> None:  # type: ignore[no-untyped-def]
    click_card(qtbot, table, W, "S2")
    click_card(qtbot, table, N, "SA")
    assert table.hands[E].shown.legal == frozenset({c("ST"), c("S9"), c("S8")})
    click_card(qtbot, table, E, "C9")  # East holds spades: a revoke
    assert "Revoke by East at trick 1: ♣9 played when ♠ was led; not yet established" in table.message.text()
    assert any("not yet established" in t for t in irregularity_texts(table))
    click_card(qtbot, table, S, "S5")
    click_card(qtbot, table, N, "HA")  # North won trick 1 and leads to trick 2
    assert any("not yet established" in t for t in irregularity_texts(table))
    click_card(qtbot, table, E, "H8")  # the offender plays to a later trick (Law 63A1)
    (text,) = irregularity_texts(table)
    assert text == (
        "Revoke by East at trick 1: ♣9 played when ♠ was led; established: East played to trick 2 (Laws 61-64)"
    )
    record = table.record
    assert record is not None
    (revoke,) = record.revokes()
    assert isinstance(revoke, Revoke) and revoke.established


def test_second_card_to_the_same_trick_is_refused_with_a_reason(qtbot, table: PlayTable) -> None:  # type: ignore[no-untyped-def]
    click_card(qtbot, table, W, "S2")
    with qtbot.assertNotEmitted(table.record_changed):
        click_card(qtbot, table, W, "S3")
    assert "West has already played to trick 1" in table.message.text()
    assert table.record is not None and len(table.record) == 1


def test_step_back_and_forward_with_keys(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = legal_play(PlayRecord(random_deal(5), NOTRUMP), 22, seed=1)  # five tricks and two cards
    table = PlayTable(record)
    qtbot.addWidget(table)
    table.show()
    qtbot.waitExposed(table)
    table.compass.setFocus()
    assert table.position == 22 and table.is_live
    press(qtbot, table, Qt.Key.Key_Left)
    assert table.position == 21 and not table.is_live
    assert table.state == record.state_at(21)
    assert "looking back" in table.position_label.text()
    press(qtbot, table, Qt.Key.Key_PageUp)  # back to the end of trick 5
    assert table.position == 20
    assert table.trick.shown.trick == record.tricks[4] and table.trick.shown.quitted
    press(qtbot, table, Qt.Key.Key_PageUp)
    assert table.position == 16
    assert table.model.played_rows == 4
    press(qtbot, table, Qt.Key.Key_Home)
    assert table.position == 0
    assert all(len(table.hands[s].shown.cards or ()) == 13 for s in Seat)
    assert table.position_label.text().startswith("Before the opening lead")
    press(qtbot, table, Qt.Key.Key_Right)
    assert table.position == 1 and table.model.played_rows == 1
    press(qtbot, table, Qt.Key.Key_PageDown)
    assert table.position == 4
    press(qtbot, table, Qt.Key.Key_End)
    assert table.position == 22 and table.is_live
    assert table.state == record.state


def test_navigation_buttons(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = legal_play(PlayRecord(random_deal(5), NOTRUMP), 9, seed=1)
    table = PlayTable(record)
    qtbot.addWidget(table)
    buttons = table.nav_buttons
    assert not buttons["forward"].isEnabled() and buttons["back"].isEnabled()
    qtbot.mouseClick(buttons["start"], LEFT)
    assert table.position == 0 and not buttons["back"].isEnabled()
    qtbot.mouseClick(buttons["next-trick"], LEFT)
    assert table.position == 4
    qtbot.mouseClick(buttons["forward"], LEFT)
    assert table.position == 5
    qtbot.mouseClick(buttons["previous-trick"], LEFT)
    assert table.position == 4
    qtbot.mouseClick(buttons["end"], LEFT)
    assert table.position == 9


def test_looking_back_records_nothing(qtbot, table: PlayTable) -> None:  # type: ignore[no-untyped-def]
    click_card(qtbot, table, W, "S2")
    click_card(qtbot, table, N, "SA")
    table.step_back()
    with qtbot.assertNotEmitted(table.record_changed):
        click_card(qtbot, table, N, "SK")
    assert "earlier point" in table.message.text()
    table.to_end()
    click_card(qtbot, table, E, "S8")
    assert table.record is not None and len(table.record) == 3


def test_new_record_keeps_a_live_view_live_and_a_look_back_put(qtbot, table: PlayTable) -> None:  # type: ignore[no-untyped-def]
    record = legal_play(PlayRecord(DEAL, HEARTS), 8)
    with qtbot.assertNotEmitted(table.record_changed):
        table.set_record(record)
    assert table.position == 8
    table.set_position(3)
    table.set_record(record.upto(6))
    assert table.position == 3
    table.set_record(record.upto(2))
    assert table.position == 2


def test_clicking_a_trick_or_an_irregularity_steps_there(qtbot, table: PlayTable) -> None:  # type: ignore[no-untyped-def]
    record = PlayRecord(DEAL, HEARTS)
    for text in ("W:S2", "N:SA", "E:C9", "S:S5", "N:HA", "E:H8", "S:H5", "W:H2"):
        seat, card = text.split(":")
        record = record.play(c(card), Seat.parse(seat))
    table.set_record(record)
    first_trick = table.tricks_view.visualRect(table.model.index(0, TRICK_COLUMN))
    qtbot.mouseClick(table.tricks_view.viewport(), LEFT, pos=first_trick.center())
    assert table.position == 4
    table.to_end()
    table.irregularities.itemActivated.emit(table.irregularities.item(0))
    assert table.position == 3  # just after East's revoke card


def test_typed_cards_are_played_by_their_holder(qtbot, table: PlayTable) -> None:  # type: ignore[no-untyped-def]
    table.card_entry.setFocus()
    qtbot.keyClicks(table.card_entry, "s2")
    qtbot.keyClick(table.card_entry, Qt.Key.Key_Return)
    for ch in "σα":  # a Greek keyboard: the S and A keys
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(table.card_entry, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))
    qtbot.keyClick(table.card_entry, Qt.Key.Key_Return)
    assert table.record is not None and table.record.events == (Play(W, c("S2")), Play(N, c("SA")))
    assert table.card_entry.text() == ""
    qtbot.keyClicks(table.card_entry, "zz")
    qtbot.keyClick(table.card_entry, Qt.Key.Key_Return)
    assert "is not a card" in table.message.text()


def test_a_card_typed_with_its_player_first_is_played_out_of_turn(qtbot, table: PlayTable) -> None:  # type: ignore[no-untyped-def]
    """West is on lead; "n:sa" records North's ♠A, a lead out of turn (Law 54), from the keyboard (issue 21)."""
    table.card_entry.setFocus()
    qtbot.keyClicks(table.card_entry, "n:sa")
    qtbot.keyClick(table.card_entry, Qt.Key.Key_Return)
    assert table.record is not None and table.record.events == (Play(N, c("SA")),)
    assert table.card_entry.text() == ""
    assert "e:s7" in table.card_entry.placeholderText()
    qtbot.keyClicks(table.card_entry, "q:s2")
    qtbot.keyClick(table.card_entry, Qt.Key.Key_Return)
    assert "e:s7" in table.message.text() and table.card_entry.text() == "q:s2"


def test_remove_last_event(qtbot, table: PlayTable) -> None:  # type: ignore[no-untyped-def]
    click_card(qtbot, table, W, "S2")
    with qtbot.waitSignal(table.record_changed) as changed:
        qtbot.mouseClick(table.undo_button, LEFT)
    assert changed.args == [PlayRecord(DEAL, HEARTS)]
    assert not table.undo_button.isEnabled()


def test_no_contract_nothing_to_play(qtbot) -> None:  # type: ignore[no-untyped-def]
    table = PlayTable(None)
    qtbot.addWidget(table)
    assert table.contract_label.text() == "No contract yet"
    assert not table.apply_event(Play(N, c("SA")))
    assert "no contract yet" in table.message.text()


# --- irregular events through the dialog -------------------------------------------------------


def fake_dialog(monkeypatch: pytest.MonkeyPatch, fill) -> None:  # type: ignore[no-untyped-def]
    """Make the event dialog accept at once, after ``fill(dialog)`` set its fields."""

    def exec_(dialog: PlayEventDialog) -> int:
        fill(dialog)
        return int(QDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(PlayEventDialog, "exec", exec_)


def check(dialog: PlayEventDialog, *cards: str) -> None:
    wanted = {c(t) for t in cards}
    for i in range(dialog.cards.count()):
        item = dialog.cards.item(i)
        _, card = item.data(Qt.ItemDataRole.UserRole)
        item.setCheckState(Qt.CheckState.Checked if card in wanted else Qt.CheckState.Unchecked)


def test_expose_two_cards_at_once(monkeypatch: pytest.MonkeyPatch, table: PlayTable) -> None:
    def fill(dialog: PlayEventDialog) -> None:
        assert dialog.chosen_seat() is W  # the player in turn by default
        dialog.how.setCurrentIndex(list(ExposeHow).index(ExposeHow.TWO_AT_ONCE))
        check(dialog, "S4", "S3")

    fake_dialog(monkeypatch, fill)
    assert table.record_event(EventKind.EXPOSE)
    assert table.record is not None
    assert table.record.events == (Expose(W, (c("S4"), c("S3")), ExposeHow.TWO_AT_ONCE),)
    assert "Exposed cards: West's ♠4 ♠3 (played with another card) during trick 1" in irregularity_texts(table)[0]
    assert table.hands[W].shown.exposed == {c("S4"): ExposeHow.TWO_AT_ONCE, c("S3"): ExposeHow.TWO_AT_ONCE}


def test_retract_a_revoke_card(qtbot, monkeypatch: pytest.MonkeyPatch, table: PlayTable) -> None:  # type: ignore[no-untyped-def]
    for seat, card in ((W, "S2"), (N, "SA"), (E, "C9")):
        click_card(qtbot, table, seat, card)

    def fill(dialog: PlayEventDialog) -> None:
        assert dialog.chosen_cards() == [(E, c("C9"))]  # the last card played, by default
        dialog.how.setCurrentIndex(list(RetractReason).index(RetractReason.REVOKE_CORRECTION))

    fake_dialog(monkeypatch, fill)
    assert table.record_event(EventKind.RETRACT)
    assert table.record is not None
    assert table.record.events[-1] == Retract(E, c("C9"), RetractReason.REVOKE_CORRECTION)
    assert irregularity_texts(table)[0].endswith("; corrected (Laws 61-64)")
    assert table.hands[E].shown.in_turn
    assert c("C9") in table.hands[E].shown.exposed  # a defender's card stays face up


def test_pick_up_claim_and_concession(monkeypatch: pytest.MonkeyPatch, table: PlayTable) -> None:
    table.set_record(PlayRecord(DEAL, HEARTS).add(Expose(S, (c("H7"),))))
    fake_dialog(monkeypatch, lambda dialog: None)  # exposed cards are ticked already
    assert table.record_event(EventKind.PICK_UP)
    assert table.record is not None and table.record.events[-1] == PickUp(S, (c("H7"),))

    def claim(dialog: PlayEventDialog) -> None:
        assert dialog.chosen_seat() is S  # declarer
        dialog.tricks.setValue(10)

    fake_dialog(monkeypatch, claim)
    assert table.record_event(EventKind.CLAIM)
    assert table.record.events[-1] == Claim(S, 10)
    assert "South claimed 10" in table.contract_label.text()
    assert "result: 10 tricks for declarer" in table.tally_label.text()

    def concede(dialog: PlayEventDialog) -> None:
        dialog.seat.setCurrentIndex(3)  # West
        dialog.tricks.setValue(2)

    fake_dialog(monkeypatch, concede)
    assert table.record_event(EventKind.CONCEDE)
    assert table.record.events[-1] == Concede(W, 2)


def test_dialog_needs_a_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = PlayEventDialog(EventKind.EXPOSE, PlayRecord(DEAL, HEARTS).state)
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.event_made() is None and not ok.isEnabled()
    dialog.seat.setCurrentIndex(0)
    assert dialog.cards.count() == 13  # North's hand
    check(dialog, "SK")
    assert ok.isEnabled()
    assert dialog.event_made() == Expose(N, (c("SK"),), ExposeHow.DROPPED)


# --- language ----------------------------------------------------------------------------------


def test_language_switch_retranslates(qtbot, table: PlayTable, pseudo_language: QTranslator) -> None:  # type: ignore[no-untyped-def]
    click_card(qtbot, table, E, "S8")
    QCoreApplication.installTranslator(pseudo_language)
    qtbot.waitUntil(lambda: table.undo_button.text().startswith("[el]"))
    assert table.contract_label.text().startswith("[el] ")
    assert irregularity_texts(table)[0].startswith("[el] Lead out of turn")
    assert table.hands[N].title_text().startswith("[el] ")
    assert table.model.headerData(0, Qt.Orientation.Horizontal) == "[el] Trick"
    QCoreApplication.removeTranslator(pseudo_language)
    qtbot.waitUntil(lambda: not table.undo_button.text().startswith("[el]"))


def test_greek_catalogue(qtbot, table: PlayTable, greek: Translators) -> None:  # type: ignore[no-untyped-def]
    for seat, card in ((W, "S2"), (N, "SA"), (E, "C9")):
        click_card(qtbot, table, seat, card)
    assert irregularity_texts(table) == [
        "Ρενόνς της Ανατολής στη λεβέ 1: έπαιξε ♣9 ενώ η έξοδος ήταν ♠· μη οριστικοποιημένη ακόμη (Νόμοι 61-64)"
    ]
    assert table.hands[N].title_text() == "Βορράς — μορ"
    assert table.contract_label.text() == "2♥, εκτελεστής: Νότος · Σειρά να παίξει: Νότος"
    assert table.model.headerData(0, Qt.Orientation.Horizontal) == "Λεβέ"
    assert ";" not in str(table.model.index(0, SEAT_COLUMN_OF[E]).data(Qt.ItemDataRole.AccessibleTextRole))  # a "?"
    greek.set_language("en")
    assert table.hands[N].title_text() == "North — dummy"


def test_a_trick_quitted_without_the_fourth_card_is_entered(qtbot, table: PlayTable) -> None:  # type: ignore[no-untyped-def]
    """Law 67: the Director enters a defective trick from the Irregular event menu; North, who won
    it with three cards, leads next."""
    click_card(qtbot, table, W, "S2")
    click_card(qtbot, table, N, "SA")
    assert not table.record_omission()  # only two cards: refused, nothing recorded
    assert "cannot have happened" in table.message.text()
    click_card(qtbot, table, E, "S8")
    with qtbot.waitSignal(table.record_changed):
        table.omit_action.trigger()
    assert table.record is not None and table.record.events[-1] == Omit(S)
    (trick,) = table.record.tricks
    assert (trick.omitted, trick.winner) == (S, N)
    click_card(qtbot, table, N, "HA")
    assert table.record.events[-1] == Play(N, c("HA")) and table.record.irregularities() == ()


def test_a_card_too_many_is_entered(qtbot, table: PlayTable) -> None:  # type: ignore[no-untyped-def]
    """Law 67: with "a card too many" chosen from the Irregular event menu, the next card clicked (or typed)
    goes to the trick as a card too many of the player who holds it; it never wins the trick."""
    click_card(qtbot, table, W, "S2")
    table.extra_action.trigger()
    assert table.extra_action.isChecked()
    with qtbot.waitSignal(table.record_changed):
        click_card(qtbot, table, W, "S3")
    assert table.record is not None and table.record.events[-1] == Extra(W, c("S3"))
    assert not table.extra_action.isChecked()  # one card only
    for seat, card in ((N, "SJ"), (E, "S8"), (S, "S5")):
        click_card(qtbot, table, seat, card)
    (trick,) = table.record.tricks
    assert (trick.extra, trick.extra_cards, trick.winner) == (W, (c("S3"),), N)
    click_card(qtbot, table, N, "HA")
    table.extra_action.trigger()
    table.card_entry.setText("c2")  # West has not played to trick 2: refused with the reason
    qtbot.keyClick(table.card_entry, Qt.Key.Key_Return)
    assert "cannot have happened" in table.message.text()
    assert table.record.events[-1] == Play(N, c("HA")) and table.extra_action.isChecked()
