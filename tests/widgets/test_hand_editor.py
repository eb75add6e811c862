"""Hand editor flows, as a TD would use them (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTranslator
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from tdcompanion.app.i18n import Translators
from tdcompanion.core.board import Board, Vulnerability, dealer_for
from tdcompanion.core.cards import FULL_PACK, SUITS_HIGH_FIRST, Card
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.errors import DealParseError
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.models.colours import Role, css
from tdcompanion.models.deal_model import DealRole, HandState
from tdcompanion.models.labels import vulnerability_name
from tdcompanion.widgets.hand_editor import HandEditor
from tdcompanion.widgets.hand_editor.notation import format_hand, read_hand
from tests.bridge_samples import random_deal

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def editor(qtbot) -> HandEditor:  # type: ignore[no-untyped-def]
    ed = HandEditor(BoardDocument(Board.standard(1)))
    qtbot.addWidget(ed)
    ed.resize(1200, 600)
    ed.show()
    qtbot.waitExposed(ed)
    ed.activateWindow()
    return ed


def focus(qtbot, widget: QWidget) -> None:  # type: ignore[no-untyped-def]
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(widget.hasFocus)


def type_hand(qtbot, editor: HandEditor, seat: Seat, text: str, *, enter: bool = True) -> None:  # type: ignore[no-untyped-def]
    entry = editor.panels[seat].entry
    focus(qtbot, entry)
    entry.selectAll()  # typing replaces what was there
    if text.isascii():
        qtbot.keyClicks(entry, text)
    else:
        send_text(entry, text)
    if enter:
        qtbot.keyClick(entry, Qt.Key.Key_Return)


def send_text(widget: QWidget, text: str) -> None:
    """Type any text (Greek too): QTest's keyClicks takes ASCII only."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch))


def click_card(qtbot, editor: HandEditor, card: Card, modifier=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    view = editor.card_palette.view
    rect = view.visualRect(editor.palette_model.index_of(card))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())


def spaced(hand: Hand) -> str:
    return format_hand(hand)


def dotted_lower_tens(hand: Hand) -> str:
    return hand.to_pbn().lower().replace("t", "10")


def marked(hand: Hand) -> str:
    return " ".join(s.symbol + (hand.suit_text(s) or "-") for s in SUITS_HIGH_FIRST)


# --- typing -----------------------------------------------------------------------------


@pytest.mark.parametrize("notation", [spaced, dotted_lower_tens, marked])
def test_type_a_deal_seat_by_seat_and_the_fourth_fills_itself(qtbot, editor: HandEditor, notation) -> None:  # type: ignore[no-untyped-def]
    deal = random_deal(1)
    doc = editor.document
    for seat in (Seat.N, Seat.E, Seat.S):
        type_hand(qtbot, editor, seat, notation(deal[seat]))
        assert doc.deal[seat] == deal[seat]
        assert QApplication.focusWidget() is editor.panels[seat.next].entry
    assert doc.deal == deal
    assert editor.panels[Seat.W].entry.text() == format_hand(deal[Seat.W])
    assert editor.centre.cards_left.text().endswith(" 0")
    assert doc.undo_stack.count() == 4  # three hands typed, one filled in


def test_each_typed_state_reaches_the_views_at_once(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    type_hand(qtbot, editor, Seat.N, "AKQ2 J93 T8 7", enter=False)
    assert editor.document.deal[Seat.N] == Hand.parse("AKQ2 J93 T8 7")
    assert editor.palette_model.holders(Card.parse("SA")) == (Seat.N,)
    qtbot.keyClicks(editor.panels[Seat.N].entry, "54")
    assert editor.document.deal[Seat.N] == Hand.parse("AKQ2 J93 T8 754")
    assert editor.document.undo_stack.count() == 1  # one typing session, one step


@pytest.mark.parametrize("text", ["ΑΡΝ2 Β93 Τ8 754", "ακ;2 ξ93 τ8 754", "σακ;2 ηξ93 δτ8 ψ754"])
def test_greek_keyboard_typing(qtbot, editor: HandEditor, text: str) -> None:  # type: ignore[no-untyped-def]
    entry = editor.panels[Seat.N].entry
    focus(qtbot, entry)
    send_text(entry, text)
    assert entry.text() == text
    assert editor.document.deal[Seat.N] == Hand.parse("AKQ2 J93 T8 754")


def test_greek_bad_letter_is_named(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    entry = editor.panels[Seat.N].entry
    focus(qtbot, entry)
    send_text(entry, "ΑΚλ2 - - -")
    message = editor.panels[Seat.N].message.text()
    assert "λ" in message and "3" in message
    assert editor.document.deal[Seat.N] == Hand()


def last_readable(typed: str, before: Hand) -> Hand:
    """The hand the document keeps: the last state of the typing that could be read."""
    for end in range(len(typed), 0, -1):
        try:
            return read_hand(typed[:end])
        except DealParseError:
            continue
    return before


# --- bad input: marked, nothing lost ----------------------------------------------------


def test_fifteen_cards_are_shown_marked_and_kept(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    text = "AKQJT98765432 AK - -"
    type_hand(qtbot, editor, Seat.N, text)
    panel = editor.panels[Seat.N]
    assert panel.entry.text() == text
    assert len(editor.document.deal[Seat.N] or ()) == 15
    assert "15" in panel.count.text()
    index = editor.deal_model.index(0, 0)
    assert editor.deal_model.data(index, DealRole.HAND_STATE) is HandState.OVERFULL
    assert "15" in editor.summary.text() and "Law 13" in editor.summary.text()


@pytest.mark.parametrize(("bad", "position"), [("SX", 1), ("AKX", 2), ("AKQ2 J93 T8 7X4", 13), ("AK1 - - -", 2)])
def test_bad_character_is_named_and_the_text_kept(qtbot, editor: HandEditor, bad: str, position: int) -> None:  # type: ignore[no-untyped-def]
    good = Hand.parse("AKQ2 J93 T8 754")
    type_hand(qtbot, editor, Seat.N, format_hand(good))
    type_hand(qtbot, editor, Seat.N, bad)
    panel = editor.panels[Seat.N]
    assert panel.entry.text() == bad
    assert editor.document.deal[Seat.N] == last_readable(bad[:position], good)
    assert panel.message.isVisible()
    assert bad[position] in panel.message.text() and str(position + 1) in panel.message.text()
    assert panel.entry.hasFocus()  # Enter did not move on
    assert panel.entry.selectedText() == bad[position]
    error, _ = panel.entry.marks()
    assert error is not None and error[0] == position


def test_correcting_the_bad_character_applies_the_hand(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    type_hand(qtbot, editor, Seat.N, "AKX - - -")
    entry = editor.panels[Seat.N].entry
    qtbot.keyClicks(entry, "Q")  # replaces the selected X
    assert entry.text() == "AKQ - - -"
    assert editor.document.deal[Seat.N] == Hand.parse("AKQ - - -")
    assert not editor.panels[Seat.N].message.isVisible()


def test_card_given_twice_is_highlighted_in_both_hands(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    type_hand(qtbot, editor, Seat.N, "AK - - -")
    type_hand(qtbot, editor, Seat.S, "QA - - -")
    ace = Card.parse("SA")
    assert editor.palette_model.holders(ace) == (Seat.N, Seat.S)
    for seat, text in ((Seat.N, "AK - - -"), (Seat.S, "QA - - -")):
        _, shaded = editor.panels[seat].entry.marks()
        assert shaded == [(text.index("A"), 1)]
        assert css(Role.ERROR_FILL) in editor.panels[seat].suits.text()
    assert str(ace) in editor.summary.text()
    assert editor.palette_model.data(editor.palette_model.index_of(ace), Qt.ItemDataRole.BackgroundRole) is not None


def test_deficient_hand_is_marked_but_accepted(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    deal = random_deal(2)
    twelve = Hand((deal[Seat.E] or Hand()).cards[:12])
    type_hand(qtbot, editor, Seat.E, format_hand(twelve))
    assert editor.document.deal[Seat.E] == twelve
    assert QApplication.focusWidget() is editor.panels[Seat.S].entry
    assert "12" in editor.panels[Seat.E].count.text()
    assert editor.deal_model.data(editor.deal_model.index(1, 0), DealRole.HAND_STATE) is HandState.DEFICIENT
    assert "Law 14" in editor.summary.text()


def test_missing_suits_is_a_hint_while_typing(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    type_hand(qtbot, editor, Seat.W, "AKQ2 J93", enter=False)
    panel = editor.panels[Seat.W]
    assert "2" in panel.message.text()
    error, _ = panel.entry.marks()
    assert error is None  # not underlined while the user is still typing
    qtbot.keyClick(panel.entry, Qt.Key.Key_Return)
    assert panel.entry.text() == "AKQ2 J93"


# --- the palette ------------------------------------------------------------------------


def test_build_a_deal_with_the_palette(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    deal = random_deal(3)
    for seat in (Seat.N, Seat.E, Seat.S):
        qtbot.mouseClick(editor.card_palette.seat_buttons[seat], Qt.MouseButton.LeftButton)
        assert editor.card_palette.armed_seat is seat
        for card in deal[seat] or ():
            click_card(qtbot, editor, card)
    assert editor.document.deal == deal
    assert editor.panels[Seat.W].entry.text() == format_hand(deal[Seat.W])


def test_clicking_a_card_of_the_chosen_seat_takes_it_back(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(editor.card_palette.seat_buttons[Seat.E], Qt.MouseButton.LeftButton)
    ace = Card.parse("HA")
    click_card(qtbot, editor, ace)
    assert editor.document.deal[Seat.E] == Hand([ace])
    click_card(qtbot, editor, ace)
    assert editor.document.deal[Seat.E] == Hand()


def test_select_cards_then_choose_the_seat(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    cards = [Card.parse("DK"), Card.parse("C7")]
    click_card(qtbot, editor, cards[0])
    click_card(qtbot, editor, cards[1], CTRL)
    assert editor.document.deal == Deal()  # selecting gives nothing yet
    qtbot.mouseClick(editor.card_palette.seat_buttons[Seat.W], Qt.MouseButton.LeftButton)
    assert sorted(editor.document.deal[Seat.W] or ()) == sorted(cards)
    assert editor.card_palette.armed_seat is None
    assert not editor.card_palette.seat_buttons[Seat.W].isChecked()


def test_palette_by_keyboard(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    view = editor.card_palette.view
    focus(qtbot, view)
    card = Card.parse("S9")
    view.setCurrentIndex(editor.palette_model.index_of(card))
    qtbot.keyClick(view, Qt.Key.Key_E)
    assert editor.document.deal[Seat.E] == Hand([card])
    view.setCurrentIndex(editor.palette_model.index_of(card))
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert editor.document.deal[Seat.E] == Hand()


def test_palette_shows_who_holds_each_card(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    deal = random_deal(4)
    editor.document.set_deal(deal)
    for card in FULL_PACK:
        assert editor.palette_model.holders(card) == (deal.holder(card),)


# --- pasting ----------------------------------------------------------------------------


def test_paste_deal_action(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    deal = random_deal(5)
    QGuiApplication.clipboard().setText(deal.to_pbn(Seat.S))
    focus(qtbot, editor.card_palette.view)
    qtbot.keyClick(editor.card_palette.view, Qt.Key.Key_V, CTRL | SHIFT)
    assert editor.document.deal == deal
    for seat in Seat:
        assert editor.panels[seat].entry.text() == format_hand(deal[seat])


def test_ctrl_v_of_a_deal_in_a_hand_entry_pastes_the_deal(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    deal = random_deal(6)
    QGuiApplication.clipboard().setText(f'[Deal "{deal.to_pbn(Seat.W)}"]')
    entry = editor.panels[Seat.N].entry
    focus(qtbot, entry)
    qtbot.keyClick(entry, Qt.Key.Key_V, CTRL)
    assert editor.document.deal == deal


def test_ctrl_v_of_a_hand_pastes_text(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    QGuiApplication.clipboard().setText("AKQ2 J93 T8 754")
    entry = editor.panels[Seat.N].entry
    focus(qtbot, entry)
    qtbot.keyClick(entry, Qt.Key.Key_V, CTRL)
    assert entry.text() == "AKQ2 J93 T8 754"
    assert editor.document.deal[Seat.N] == Hand.parse("AKQ2 J93 T8 754")


def test_bad_paste_shows_where_and_loses_nothing(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    deal = random_deal(7)
    editor.document.set_deal(deal)
    bad = "N:AKQ2.J93.T8.754 - Q.X.. -"
    QGuiApplication.clipboard().setText(bad)
    editor.paste_deal_action.trigger()
    assert editor.document.deal == deal
    line = editor.deal_line
    assert line.edit.text() == bad
    assert line.message.isVisible()
    position = bad.index("X")
    assert "X" in line.message.text() and str(position + 1) in line.message.text()
    assert "South" in line.message.text()
    assert line.edit.selectedText() == "X"
    # Correct it in place and apply with Enter.
    qtbot.keyClicks(line.edit, "J")
    qtbot.keyClick(line.edit, Qt.Key.Key_Return)
    assert editor.document.deal == Deal.from_pbn("N:AKQ2.J93.T8.754 - Q.J.. -")
    assert not line.message.isVisible()


def test_escape_in_the_pbn_line_restores_the_deal(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    editor.document.set_deal(random_deal(8))
    editor.paste_deal_text("N:XX - - -")
    qtbot.keyClick(editor.deal_line.edit, Qt.Key.Key_Escape)
    assert editor.deal_line.edit.text() == editor.document.deal.to_pbn()
    assert not editor.deal_line.message.isVisible()


def test_leaving_a_bad_pbn_line_keeps_it_without_taking_the_focus_back(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    line = editor.deal_line.edit
    focus(qtbot, line)
    line.selectAll()
    qtbot.keyClicks(line, "N:AKX.. - - -")
    focus(qtbot, editor.panels[Seat.S].entry)
    assert editor.panels[Seat.S].entry.hasFocus()
    assert line.text() == "N:AKX.. - - -"
    assert editor.deal_line.message.isVisible()
    assert editor.document.deal == Deal()


# --- undo / redo ------------------------------------------------------------------------


@pytest.mark.parametrize("redo", [(Qt.Key.Key_Z, CTRL | SHIFT), (Qt.Key.Key_Y, CTRL)])
def test_undo_redo_shortcuts_in_an_entry(qtbot, editor: HandEditor, redo: tuple[Qt.Key, Qt.KeyboardModifier]) -> None:  # type: ignore[no-untyped-def]
    hand = Hand.parse("AKQ2 J93 T8 754")
    type_hand(qtbot, editor, Seat.N, format_hand(hand))
    entry = editor.panels[Seat.E].entry
    assert entry.hasFocus()
    qtbot.keyClick(entry, Qt.Key.Key_Z, CTRL)
    assert editor.document.deal[Seat.N] == Hand()
    assert editor.panels[Seat.N].entry.text() == ""
    qtbot.keyClick(entry, redo[0], redo[1])
    assert editor.document.deal[Seat.N] == hand
    assert editor.panels[Seat.N].entry.text() == format_hand(hand)


def test_undo_action_text_follows_the_stack(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    assert not editor.undo_action.isEnabled()
    type_hand(qtbot, editor, Seat.S, "AK - - -")
    assert editor.undo_action.isEnabled()
    assert "South" in editor.undo_action.text()
    editor.undo_action.trigger()
    assert editor.redo_action.isEnabled() and not editor.undo_action.isEnabled()


def test_undo_names_each_step_in_the_language_shown_now(qtbot, editor: HandEditor, translators) -> None:  # type: ignore[no-untyped-def]
    """Issue 18: a step made in English and undone after a switch to Greek is named in Greek ("Αναίρεση: Νότος:
    καταχωρίστηκε χέρι"), not "Αναίρεση: South: hand entered"; and back."""
    translators.set_language("en")
    type_hand(qtbot, editor, Seat.S, "AK - - -")
    editor.document.set_dealer(Seat.W)
    editor.undo_action.trigger()
    translators.set_language("el")
    greek_undo, greek_redo = editor.undo_action.text(), editor.redo_action.text()
    assert "Νότος" in greek_undo and "South" not in greek_undo and "hand" not in greek_undo
    assert "Δύση" in greek_redo and "West" not in greek_redo and "Dealer" not in greek_redo
    translators.set_language("en")
    assert "South" in editor.undo_action.text() and "West" in editor.redo_action.text()


def test_clear_is_undoable(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    deal = random_deal(9)
    editor.document.set_deal(deal)
    editor.clear_action.trigger()
    assert editor.document.deal == Deal()
    assert all(editor.panels[s].entry.text() == "" for s in Seat)
    editor.undo_action.trigger()
    assert editor.document.deal == deal


# --- board, centre, keyboard ------------------------------------------------------------


def test_board_number_moves_dealer_and_vulnerability(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    fields = editor.fields
    fields.number.setValue(6)
    board = editor.document.board
    assert (board.number, board.dealer, board.vulnerability) == (6, dealer_for(6), Vulnerability.from_board(6))
    assert fields.dealer.currentText() == "East"
    assert vulnerability_name(Vulnerability.from_board(6)) in editor.centre.vulnerability.text()
    assert "6" in editor.centre.number.text()


def test_dealer_set_by_hand_is_flagged(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    combo = editor.fields.dealer
    focus(qtbot, combo)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert editor.document.board.dealer is Seat.S
    assert editor.fields.off_rotation.isVisible()
    editor.fields.number.setValue(2)
    assert editor.document.board.dealer is Seat.S
    assert "East" in editor.fields.off_rotation.text()  # what board 2 would have


def test_tab_goes_from_seat_to_seat(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    focus(qtbot, editor.panels[Seat.N].entry)
    for seat in (Seat.E, Seat.S, Seat.W):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is editor.panels[seat].entry


def test_mnemonic_focuses_a_seat(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    focus(qtbot, editor.panels[Seat.N].entry)
    qtbot.keyClick(editor.panels[Seat.N].entry, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is editor.panels[Seat.W].entry


def test_another_document(qtbot, editor: HandEditor) -> None:  # type: ignore[no-untyped-def]
    type_hand(qtbot, editor, Seat.N, "AKX - - -", enter=False)
    other = BoardDocument(Board.standard(9, random_deal(10)))
    editor.set_document(other)
    assert editor.document is other
    for seat in Seat:
        assert editor.panels[seat].entry.text() == format_hand(other.deal[seat])
    assert "9" in editor.centre.number.text()
    type_hand(qtbot, editor, Seat.N, "AK - - -")
    assert other.undo_stack.count() == 1


# --- language ---------------------------------------------------------------------------


def test_language_switch_retranslates(qtbot, editor: HandEditor, pseudo_language: QTranslator) -> None:  # type: ignore[no-untyped-def]
    before = editor.panels[Seat.N].title.text()
    QCoreApplication.installTranslator(pseudo_language)
    qtbot.waitUntil(lambda: editor.panels[Seat.N].title.text() != before)
    assert editor.panels[Seat.N].title.text() == "[el] &North"
    assert editor.card_palette.label.text() == "[el] &Cards:"
    assert editor.fields.number_label.text() == "[el] &Board:"
    assert editor.deal_line.label.text() == "[el] Deal (&PBN):"
    assert editor.paste_deal_action.text() == "[el] Paste deal"
    assert editor.centre.dealer.text().startswith("[el] ")
    assert editor.card_palette.seat_buttons[Seat.E].text() == "East"  # seats are named by the catalogue, not Qt
    QCoreApplication.removeTranslator(pseudo_language)
    qtbot.waitUntil(lambda: editor.panels[Seat.N].title.text() == before)


def test_greek_catalogue(qtbot, editor: HandEditor, greek: Translators) -> None:  # type: ignore[no-untyped-def]
    assert editor.panels[Seat.N].title.text() == "Βο&ρράς"
    assert editor.card_palette.seat_buttons[Seat.S].text() == "Νότος"
    type_hand(qtbot, editor, Seat.N, "AKQ2 J93 T8 75X")
    message = editor.panels[Seat.N].message.text()
    assert "χαρακτήρας 15" in message and "X" in message
    type_hand(qtbot, editor, Seat.E, "AK - - -")
    assert editor.panels[Seat.E].count.text() == "2 φύλλα"
    assert "Νόμος 14" in editor.summary.text()
    greek.set_language("en")
    assert editor.panels[Seat.N].title.text() == "&North"
    assert editor.panels[Seat.E].count.text() == "2 cards"
    assert "character 15" in editor.panels[Seat.N].message.text()  # the message follows the language


def test_choosing_a_seat_paints_the_cards_again(qtbot, editor: HandEditor, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """The palette repaints its cells (without wrapping its viewport: see ``_PaletteView.repaint_cells``)."""
    palette = editor.card_palette
    qtbot.wait(50)  # the first paint done
    painted: list[int] = []
    real_paint = palette.delegate.paint
    monkeypatch.setattr(palette.delegate, "paint", lambda *args: (painted.append(1), real_paint(*args)))
    palette.arm(Seat.S)
    qtbot.waitUntil(lambda: len(painted) >= 52)  # every card of the pack
