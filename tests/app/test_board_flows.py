"""End-to-end flows through the main window: a board as it happened, from the deal to the last trick.

Everything goes through the window as a Director would use it: typing in the hand
entries, clicking the bidding box and the cards, the Edit and File menus. The board
then comes back out as PBN.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tdcompanion.app.board_list import MODIFIED_MARK
from tdcompanion.app.main_window import MainWindow
from tdcompanion.core import pbn
from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Call
from tdcompanion.core.cards import Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.play import Revoke
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.board_workspace import AUCTION_TAB, DEAL_TAB, PLAY_TAB, BoardWorkspace
from tdcompanion.widgets.hand_editor.notation import format_hand
from tests.app.conftest import LIN_DIR, REAL_CONFIRM_DISCARD, Load
from tests.bridge_samples import DEAL, random_deal

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
LEFT = Qt.MouseButton.LeftButton
#: Board 1, North deals: South plays 2♥ (West leads, North is dummy).
HEARTS_AUCTION = ["Pass", "Pass", "2H", "Pass", "Pass", "Pass"]


@pytest.fixture
def win(window: MainWindow) -> MainWindow:
    """The window at a laptop's size, on a new board, with its workspace built."""
    window.resize(1366, 740)
    window.new_action.trigger()
    return window


def ws(window: MainWindow) -> BoardWorkspace:
    return window.workspace


def type_hand(qtbot: QtBot, window: MainWindow, seat: Seat, text: str) -> None:
    entry = ws(window).hand_editor.panels[seat].entry
    entry.setFocus(Qt.FocusReason.OtherFocusReason)
    entry.selectAll()
    qtbot.keyClicks(entry, text)
    qtbot.keyClick(entry, Qt.Key.Key_Return)


def paste_deal(window: MainWindow, deal: Deal) -> None:
    QGuiApplication.clipboard().setText(deal.to_pbn())
    ws(window).hand_editor.paste_deal_action.trigger()


def call(qtbot: QtBot, window: MainWindow, text: str, seat: Seat | None = None) -> None:
    box = ws(window).auction_view.box
    if seat is not None:
        box.set_seat(seat)
    qtbot.mouseClick(box.buttons[Call.parse(text)], LEFT)


def bid(qtbot: QtBot, window: MainWindow, calls: list[str]) -> None:
    window.tab_actions[AUCTION_TAB].trigger()
    for text in calls:
        call(qtbot, window, text)


def click_card(qtbot: QtBot, window: MainWindow, seat: Seat, card: Card | str) -> None:
    card = Card.parse(card) if isinstance(card, str) else card
    view = ws(window).play_table.hands[seat]
    rect = view.card_rect(card)
    assert rect is not None, f"{card} is not shown in {seat.name}'s hand"
    qtbot.mouseClick(view, LEFT, pos=rect.center())


def play_texts(window: MainWindow) -> list[str]:
    listed = ws(window).play_table.irregularities
    return [listed.item(i).text() for i in range(listed.count())]


def auction_texts(window: MainWindow) -> list[str]:
    listed = ws(window).auction_view.irregularities
    return [listed.item(i).text() for i in range(listed.count())]


def has_warning(window: MainWindow, tab: int) -> bool:
    return not ws(window).tabs.tabIcon(tab).isNull()


# --- opening ----------------------------------------------------------------------------


def test_open_a_real_pbn_and_choose_a_board(window: MainWindow, pbn_file: Path, load: Load) -> None:
    load(window, pbn_file)
    window.board_list.select_board(0, 4)
    board = pbn.load(pbn_file.open("rb"))[4]
    auction, play = pbn.auction_of(board), pbn.play_of(board)
    assert auction is not None and play is not None
    workspace = ws(window)
    assert workspace.document.deal == board.deal
    assert workspace.hand_editor.deal_line.edit.text() == board.deal.to_pbn()
    assert workspace.hand_editor.panels[N].entry.text() == format_hand(board.deal[N])
    assert workspace.auction_view.auction == auction
    assert workspace.auction_view.model.rowCount() >= len(auction) // 4
    assert workspace.play_table.record == play
    assert workspace.play_table.is_live and workspace.play_table.position == len(play)
    contract = play.contract
    assert f"Contract: {contract.level}" in workspace.summary.text()
    assert not window.isWindowModified()


@pytest.mark.parametrize("name", ["single_hand.lin", "vugraph.lin"])
def test_open_a_lin_file_with_its_auction_and_play(window: MainWindow, name: str, load: Load) -> None:
    from tdcompanion.core import lin

    path = LIN_DIR / name
    load(window, path)
    boards = lin.load(path.open("rb"))
    assert window.board_list.boards() == [b.board for b in boards]
    window.board_list.select_board(0, len(boards) - 1)
    last = boards[-1]
    assert ws(window).document.deal == last.board.deal
    assert ws(window).document.auction == last.auction
    assert ws(window).document.play == last.play


def test_an_unreadable_play_section_is_reported_in_greek(
    window: MainWindow, message_boxes: list[QMessageBox], load: Load
) -> None:
    """Issue 18: the reason was English in a Greek window ("East does not hold ♣Q")."""
    window.translators.set_language("el")
    path = Path(__file__).resolve().parent.parent / "data" / "pbn" / "wc2012-comments.pbn"
    load(window, path)
    assert message_boxes == []  # listed in the problems panel, not in a box to dismiss
    (_declarer, row) = window.problems_panel.rows()  # its Declarer tag against the auction first (issue 21)
    assert "Θήκη 1" in row.details and "Η Ανατολή δεν έχει το ♣Q" in row.details
    assert "does not hold" not in row.details and "Play" not in row.section


def test_unreadable_play_section_is_reported_and_kept(
    window: MainWindow, tmp_path: Path, message_boxes: list[QMessageBox], load: Load
) -> None:
    path = Path(__file__).resolve().parent.parent / "data" / "pbn" / "wc2012-comments.pbn"
    load(window, path)
    assert message_boxes == []
    (_declarer, row) = window.problems_panel.rows()  # its Declarer tag against the auction first (issue 21)
    assert row.details == "Board 1, Play section, line 27, “CQ”: East does not hold ♣Q"
    assert (row.number, row.section, row.line, row.text) == ("1", "Play", "27", "“CQ”: East does not hold ♣Q")
    workspace = ws(window)
    play = workspace.document.play
    assert play is not None and len(play) == 0  # ready for the play again, in the auction's contract
    assert play.contract == workspace.document.auction.contract()
    assert "Kept as written in the file" in workspace.refusal_text
    out = tmp_path / "kept.pbn"
    assert window.export_pbn(str(out))
    (written,) = pbn.load(out.open("rb"))
    (original,) = pbn.load(path.open("rb"))
    assert written.play_section == original.play_section
    assert pbn.auction_of(written) == pbn.auction_of(original)


# --- the deal -------------------------------------------------------------------------------


def test_type_a_deal_seat_by_seat(qtbot: QtBot, win: MainWindow) -> None:
    deal = random_deal(5)
    for seat in (N, E, S):
        type_hand(qtbot, win, seat, format_hand(deal[seat]))
    document = ws(win).document
    assert document.deal == deal  # West filled itself
    assert ws(win).hand_editor.panels[W].entry.text() == format_hand(deal[W])
    assert document.undo_stack.count() == 4
    assert win.board_list.current_entry() is win.current_entry
    assert MODIFIED_MARK in win.board_list.currentItem().text(0)


def test_paste_a_pbn_deal_from_any_tab(win: MainWindow) -> None:
    ws(win).show_tab(PLAY_TAB)
    paste_deal(win, DEAL)
    assert ws(win).document.deal == DEAL
    assert ws(win).hand_editor.deal_line.edit.text() == DEAL.to_pbn()
    assert ws(win).document.undo_stack.undoText() == "Paste deal"


@pytest.mark.parametrize("bad", ["N:AKQJT98765432.. - - -", "N:SX.AK.Q.J - - -", "N:A... A... - -"])
def test_bad_paste_changes_nothing_and_says_why(win: MainWindow, bad: str) -> None:
    paste_deal(win, DEAL)
    before = ws(win).document.record
    steps = ws(win).document.undo_stack.count()
    QGuiApplication.clipboard().setText(bad)
    ws(win).hand_editor.paste_deal_action.trigger()
    line = ws(win).hand_editor.deal_line
    if line.problem is not None:  # cannot be read: kept in the PBN line, marked
        assert line.edit.text() == bad and line.message.text()
        assert ws(win).document.record == before and ws(win).document.undo_stack.count() == steps
    else:  # read, with a defect the views mark (15 cards, a card held twice): recorded, undoable
        assert ws(win).hand_editor.summary.text()
        ws(win).hand_editor.undo_action.trigger()
        assert ws(win).document.record == before


# --- the auction ----------------------------------------------------------------------------


def test_auction_with_a_call_out_of_rotation(qtbot: QtBot, win: MainWindow) -> None:
    paste_deal(win, DEAL)
    bid(qtbot, win, ["1S"])  # North deals and opens; East is to call
    assert not has_warning(win, AUCTION_TAB)
    call(qtbot, win, "2S", seat=S)  # South calls at East's turn
    document = ws(win).document
    assert document.auction.entries[-1].seat is S
    (text,) = auction_texts(win)
    assert text.startswith("Out of rotation: South called 2♠ at East's turn")
    assert has_warning(win, AUCTION_TAB)
    assert document.undo_stack.undoText() == "South calls 2♠"
    call(qtbot, win, "Pass", seat=E)  # East, whose turn it was, calls: South's call is cancelled (Law 28B)
    assert any("Law 28B" in t for t in auction_texts(win))
    assert ws(win).tabs.currentIndex() == AUCTION_TAB


def test_closing_the_auction_moves_on_to_the_play(qtbot: QtBot, win: MainWindow) -> None:
    paste_deal(win, DEAL)
    bid(qtbot, win, HEARTS_AUCTION)
    document = ws(win).document
    assert document.play is not None and document.play.contract == Contract.parse("2H", S)
    assert ws(win).tabs.currentIndex() == PLAY_TAB
    assert ws(win).play_table.contract_label.text().startswith("2♥ by South")
    assert "Contract: 2♥ by South" in ws(win).summary.text()


# --- the play ------------------------------------------------------------------------------


def test_play_thirteen_tricks_by_clicking(qtbot: QtBot, win: MainWindow) -> None:
    deal = random_deal(21)
    paste_deal(win, deal)
    bid(qtbot, win, ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass"])  # North declares: East leads
    table = ws(win).play_table
    for _ in range(52):
        state = table.state
        assert state is not None and state.next_seat is not None
        seat = state.next_seat
        click_card(qtbot, win, seat, state.legal_cards(seat)[0])
    play = ws(win).document.play
    assert play is not None and len(play) == 52 and play.result is not None
    assert play.irregularities() == ()
    assert len(play.tricks) == 13
    assert f"Declarer's tricks: {play.result}" in ws(win).summary.text()
    assert table.tally_label.text().endswith(f"result: {play.result} tricks for declarer")
    assert ws(win).document.undo_stack.count() == 1 + 6 + 52


def test_revoke_detected_described_then_established(qtbot: QtBot, win: MainWindow) -> None:
    paste_deal(win, DEAL)
    bid(qtbot, win, HEARTS_AUCTION)
    click_card(qtbot, win, W, "S2")
    click_card(qtbot, win, N, "SA")
    click_card(qtbot, win, E, "C9")  # East holds spades: a revoke (Law 61)
    table = ws(win).play_table
    assert "Revoke by East at trick 1: ♣9 played when ♠ was led; not yet established" in table.message.text()
    assert has_warning(win, PLAY_TAB)
    click_card(qtbot, win, S, "S5")
    click_card(qtbot, win, N, "HA")  # North won trick 1 and leads to trick 2
    click_card(qtbot, win, E, "H8")  # the offender plays to the next trick: established (Law 63A1)
    (text,) = play_texts(win)
    assert text == (
        "Revoke by East at trick 1: ♣9 played when ♠ was led; established: East played to trick 2 (Laws 61-64)"
    )
    play = ws(win).document.play
    assert play is not None
    (revoke,) = play.revokes()
    assert isinstance(revoke, Revoke) and revoke.established
    ws(win).undo_action.trigger()  # back to before H8: the revoke is open again
    assert any("not yet established" in t for t in play_texts(win))


def test_irregular_event_from_the_play_tab(qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from tdcompanion.core.play import Claim
    from tdcompanion.widgets.play_event_dialog import EventKind, PlayEventDialog

    paste_deal(win, DEAL)
    bid(qtbot, win, HEARTS_AUCTION)
    monkeypatch.setattr(PlayEventDialog, "exec", lambda self: PlayEventDialog.DialogCode.Accepted)
    monkeypatch.setattr(PlayEventDialog, "event_made", lambda self: Claim(S, 13))
    assert ws(win).play_table.record_event(EventKind.CLAIM)
    play = ws(win).document.play
    assert play is not None and play.result == 13
    assert ws(win).document.undo_stack.undoText() == "South claims 13 trick(s)".replace("trick(s)", "tricks")


# --- undo, refusals ----------------------------------------------------------------------


def test_undo_and_redo_across_deal_auction_and_play(qtbot: QtBot, win: MainWindow) -> None:
    document = ws(win).document
    states = [document.record]
    paste_deal(win, DEAL)
    states.append(document.record)
    bid(qtbot, win, HEARTS_AUCTION)
    states.append(document.record)
    click_card(qtbot, win, W, "S2")
    click_card(qtbot, win, N, "SA")
    states.append(document.record)
    undo, redo = ws(win).undo_action, ws(win).redo_action
    assert undo in win.edit_menu.actions() and redo in win.edit_menu.actions()
    assert undo.text() == "Undo North plays ♠A"
    for _ in range(2):
        undo.trigger()
    assert document.record == states[2] and ws(win).play_table.record == document.play
    for _ in range(len(HEARTS_AUCTION)):
        undo.trigger()
    assert document.record == states[1]
    assert ws(win).auction_view.auction == Auction(N) and ws(win).play_table.record is None
    undo.trigger()
    assert document.record == states[0]
    assert ws(win).hand_editor.deal_line.edit.text() == Deal().to_pbn()
    while redo.isEnabled():
        redo.trigger()
    assert document.record == states[-1]
    assert ws(win).play_table.record == document.play and ws(win).auction_view.auction == document.auction


def test_deal_change_after_play_is_refused_and_explained(qtbot: QtBot, win: MainWindow) -> None:
    paste_deal(win, DEAL)
    bid(qtbot, win, HEARTS_AUCTION)
    click_card(qtbot, win, W, "S2")
    before = ws(win).document.record
    ws(win).show_tab(DEAL_TAB)
    ws(win).hand_editor.clear_action.trigger()
    assert ws(win).document.record == before
    refusal = ws(win).refusal_text
    assert refusal.startswith("The deal cannot change this way: West played ♠2 (play event 1)")
    assert ws(win).refusal.isVisible()
    ws(win).dismiss.click()
    assert not ws(win).refusal.isVisible()


def test_contract_change_after_play_is_refused_and_the_auction_shown_again(qtbot: QtBot, win: MainWindow) -> None:
    paste_deal(win, DEAL)
    bid(qtbot, win, HEARTS_AUCTION)
    click_card(qtbot, win, W, "S2")
    before = ws(win).document.record
    ws(win).show_tab(AUCTION_TAB)
    qtbot.mouseClick(ws(win).auction_view.box.undo, LEFT)  # take back the last pass: no contract
    assert ws(win).document.record == before
    assert ws(win).auction_view.auction == before.auction
    assert ws(win).refusal_text.startswith("Refused: the auction would end in no contract yet")


# --- several boards ------------------------------------------------------------------------


def test_each_board_keeps_its_edits_and_history(qtbot: QtBot, window: MainWindow, pbn_file: Path, load: Load) -> None:
    load(window, pbn_file)
    first = window.current_entry
    card = next(iter(first.board.deal[N] or ()))
    ws(window).document.set_card_holder(card, S)
    edited = ws(window).document.record
    window.board_list.select_board(0, 1)
    assert window.current_entry is not first
    assert ws(window).document.undo_stack.count() == 0
    window.board_list.select_board(0, 0)
    assert ws(window).document.record == edited
    assert ws(window).document.undo_stack.canUndo()
    assert window.board_list.topLevelItem(0).child(0).text(0) == f"1 {MODIFIED_MARK}"
    assert window.isWindowModified()


def test_reopening_a_file_with_edits_keeps_them(window: MainWindow, pbn_file: Path, load: Load) -> None:
    load(window, pbn_file)
    assert ws(window).document.clear_record()
    edited = ws(window).document.record
    load(window, pbn_file)
    assert window.board_list.topLevelItemCount() == 1
    assert ws(window).document.record == edited
    assert "with edits" in window.statusBar().currentMessage()


def test_the_first_board_joins_the_list_when_a_file_is_opened(window: MainWindow, pbn_file: Path, load: Load) -> None:
    ws(window).document.set_deal(DEAL)
    scratch = window.current_entry
    load(window, pbn_file)
    assert scratch in window.board_list.entries()
    assert window.board_list.topLevelItem(1).text(0) == "New boards (1)"
    assert scratch.document.deal == DEAL


def test_new_boards_are_numbered_in_turn(win: MainWindow) -> None:
    win.new_action.trigger()
    win.new_action.trigger()
    numbers = [e.board.number for e in win.board_list.entries()]
    assert numbers == [1, 2, 3]
    assert ws(win).document.board.dealer is S  # board 3: South deals (Law 2)
    assert ws(win).document.auction == Auction(S)


# --- export ------------------------------------------------------------------------------------


def test_export_pbn_and_read_it_back_equal(
    qtbot: QtBot, win: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, load: Load
) -> None:
    paste_deal(win, DEAL)
    bid(qtbot, win, HEARTS_AUCTION)
    table = ws(win).play_table
    for _ in range(20):  # five tricks, each card the first legal one
        state = table.state
        assert state is not None and state.next_seat is not None
        click_card(qtbot, win, state.next_seat, state.legal_cards()[0])
    out = tmp_path / "board1.pbn"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(out), ""))
    win.export_action.trigger()
    document = ws(win).document
    (board,) = pbn.load(out.open("rb"))
    assert board.deal == document.deal
    assert (board.number, board.dealer, board.vulnerability) == (1, N, document.board.vulnerability)
    assert pbn.auction_of(board) == document.auction
    assert pbn.play_of(board) == document.play
    assert board.contract == "2H" and board.declarer == "S"
    assert document.undo_stack.isClean() and not win.isWindowModified()
    assert MODIFIED_MARK not in win.board_list.currentItem().text(0)
    assert [p.name for p in tmp_path.glob("*board1.pbn*")] == ["board1.pbn"]  # no temporary file left


def test_export_of_a_loaded_board_keeps_its_sections(
    window: MainWindow, pbn_file: Path, tmp_path: Path, load: Load
) -> None:
    load(window, pbn_file)
    window.board_list.select_board(0, 2)
    original = pbn.load(pbn_file.open("rb"))[2]
    out = tmp_path / "b.pbn"
    assert window.export_pbn(str(out))
    (board,) = pbn.load(out.open("rb"))
    assert board == original


def test_what_pbn_cannot_hold_is_said_and_nothing_is_written(
    qtbot: QtBot, win: MainWindow, tmp_path: Path, message_boxes: list[QMessageBox]
) -> None:
    paste_deal(win, DEAL)
    bid(qtbot, win, ["1S"])
    call(qtbot, win, "2S", seat=S)  # out of rotation: PBN cannot record it
    before = ws(win).document.record
    out = tmp_path / "x.pbn"
    assert not win.export_pbn(str(out))
    (box,) = message_boxes
    assert box.text() == f"The board cannot be written as PBN to {out}."
    assert box.informativeText()
    assert not out.exists() and list(tmp_path.glob("*.pbn*")) == []
    assert ws(win).document.record == before and not ws(win).document.undo_stack.isClean()


def test_unwritable_place_is_said_and_the_old_file_stays(
    win: MainWindow, tmp_path: Path, message_boxes: list[QMessageBox]
) -> None:
    paste_deal(win, DEAL)
    missing = tmp_path / "no" / "such" / "dir.pbn"
    assert not win.export_pbn(str(missing))
    (box,) = message_boxes
    assert box.text() == f"The file {missing} could not be written."
    existing = tmp_path / "old.pbn"
    existing.write_text("old", encoding="utf-8")
    os.chmod(tmp_path, 0o500)
    try:
        if os.access(tmp_path, os.W_OK):
            pytest.skip("running as a user who can write anywhere")
        assert not win.export_pbn(str(existing))
    finally:
        os.chmod(tmp_path, 0o700)
    assert existing.read_text(encoding="utf-8") == "old"


# --- bad files keep what is loaded and entered ------------------------------------------------


@pytest.mark.parametrize(
    "case",
    [
        ("broken.pbn", '[Board "1"]\n[Deal "N:AKQ.JT9 - - -"]\n', "Line 2: "),
        ("broken.lin", "pn|a,b,c,d|md|9SAKQ|", "Line 1, item 2: md: "),
    ],
)
def test_bad_file_keeps_everything(
    qtbot: QtBot, win: MainWindow, tmp_path: Path, message_boxes: list[QMessageBox], case: tuple[str, str, str],
    *, load: Load,
) -> None:
    name, text, details = case
    paste_deal(win, DEAL)
    bid(qtbot, win, ["1S", "Pass"])
    before = ws(win).document.record
    entries = win.board_list.entries()
    bad = tmp_path / name
    bad.write_text(text, encoding="utf-8")
    load(win, bad)
    (box,) = message_boxes
    assert str(bad) in box.text()
    assert details in box.informativeText()
    assert ws(win).document.record == before
    assert win.board_list.entries() == entries
    assert ws(win).document.undo_stack.canUndo()


# --- quitting --------------------------------------------------------------------------------


def test_quitting_with_edits_asks_first(win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []
    answer = [False]

    def confirm(_window: MainWindow, count: int) -> bool:
        asked.append(count)
        return answer[0]

    monkeypatch.setattr(MainWindow, "confirm_discard", confirm)
    paste_deal(win, DEAL)
    assert not win.close()
    assert win.isVisible() and asked == [1]
    answer[0] = True
    assert win.close()


def test_quit_question_names_the_boards(window: MainWindow, message_boxes: list[QMessageBox]) -> None:
    assert not REAL_CONFIRM_DISCARD(window, 2)  # the recorded box answers Ok: neither Discard nor quit
    (box,) = message_boxes
    assert box.text() == "2 boards have edits that were not exported."
    assert box.informativeText() == "Quit anyway and lose them?"
    buttons = QMessageBox.StandardButton
    assert box.standardButtons() == buttons.Discard | buttons.Cancel
    assert box.defaultButton() is box.button(buttons.Cancel)


def test_keyboard_reaches_each_tab(qtbot: QtBot, win: MainWindow) -> None:
    for index, target in (
        (AUCTION_TAB, ws(win).auction_view.box.entry),
        (PLAY_TAB, ws(win).play_table.compass),
        (DEAL_TAB, ws(win).hand_editor.panels[N].entry),
    ):
        win.tab_actions[index].trigger()
        assert ws(win).tabs.currentIndex() == index
        qtbot.waitUntil(lambda t=target: QApplication.focusWidget() is t)


def test_a_board_edited_keeps_its_number_whole_in_the_list(win: MainWindow, pbn_file: Path, load: Load) -> None:
    """The mark of an edit ("12 •") widens the first column when it needs to: the number was elided to
    nothing (issue 21)."""
    load(win, pbn_file)
    board_list = win.board_list
    unplayed = [e for e in board_list.entries() if e.document.play is None]
    entry = max(unplayed, key=lambda e: len(str(e.board.number)))
    board_list.select_entry(entry)
    assert win.current_entry is entry
    item = board_list.currentItem()
    index = board_list.indexFromItem(item, 0)
    paste_deal(win, random_deal(7))
    assert MODIFIED_MARK in item.text(0)
    assert board_list.sizeHintForIndex(index).width() <= board_list.visualRect(index).width()


def test_the_title_marks_the_file_only_for_its_own_boards(win: MainWindow, pbn_file: Path, load: Load) -> None:
    """A new board edited after a file was opened marks the new board, not the file (issue 21)."""
    load(win, pbn_file)
    file_board = win.current_entry
    win.new_action.trigger()
    paste_deal(win, random_deal(3))
    new = win.current_entry
    assert new.path is None and new.is_modified
    assert pbn_file.name not in win.windowTitle()
    assert win.windowTitle().startswith(f"New board {new.board.number}")
    assert win.isWindowModified()
    win.board_list.select_entry(file_board)
    assert pbn_file.name in win.windowTitle()
    assert not win.isWindowModified()
