"""Three tasks at the table from the main window, counted in actions (key presses and clicks), as the new
user's session of issue 21 did them: "measure before and after".

- *lead*: a board recorded up to the opening lead; East leads ♣7 out of turn (typed in the Play field,
  ``e:c7``); the Director rules it (Law 54), declarer refuses the lead, and then rules on declarer's lead
  options, West being on lead with his partner's major penalty card on the table (Law 50D2);
- *revoke*: a board whose record shows an established revoke; the Director rules it (Law 64) and applies it;
- *exposed*: East drops ♣5 after trick 1; the Director records it (Irregular event > Exposed card) and rules
  it (Laws 49, 50: a minor penalty card), and applies it.

Each task is played two ways: ``after``, with the wizard's keys (issue 21); ``before``, as the wizard
allowed before them (underlined letters, Space on an option, a click on a ruling's option). What both ways
share (the Play tab's keys, the exposed card's dialog) is the same keys both ways. Shared by
``tests/app/test_key_counts.py`` and ``bench/bench_table_keys.py`` (which also measures main with ``--tree``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QListWidget, QWidget

from tdcompanion.app.board_files import LoadedBoard
from tdcompanion.app.board_list import BoardEntry
from tdcompanion.app.main_window import MainWindow
from tdcompanion.core import incident
from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Board
from tdcompanion.core.cards import Card
from tdcompanion.core.contract import Contract, Strain
from tdcompanion.core.deal import Deal
from tdcompanion.core.play import Play, PlayRecord
from tdcompanion.core.seats import Seat
from tests.widgets.wizard_keyboard import ALT, CTRL, KEYS, MNEMONICS, RETURN, Keyboard, Press, key, plan_answer, typed

ROOT = Path(__file__).resolve().parents[2]
BEFORE, AFTER = "before", "after"
DOWN, SPACE = key(Qt.Key.Key_Down), key(Qt.Key.Key_Space)
RULE, APPLY = key(Qt.Key.Key_R, ALT), key(Qt.Key.Key_A, ALT)  # &Rule on it, &Apply
RULE_PROMPT = key(Qt.Key.Key_D, ALT)  # "Rule on the selecte&d item" in the table state panel
PLAY_TAB, RULING_TAB = key(Qt.Key.Key_3, CTRL), key(Qt.Key.Key_4, CTRL)
PLAY_FIELD = key(Qt.Key.Key_P, ALT)  # &Play a card
EVENTS = key(Qt.Key.Key_I, ALT)  # &Irregular event
#: The story's deal (tests/core/test_incident_story.py): South declares 4♥, West leads.
DEAL = Deal.from_pbn("N:AKQ.AKQJ.432.432 987.7654.AKQ.765 T6432.32.765.AKQ J5.T98.JT98.JT98")
TRICK_1 = tuple(Play(seat, Card.parse(card)) for seat, card in ((Seat.W, "S5"), (Seat.N, "SA"), (Seat.E, "S7"),
                                                                 (Seat.S, "S2")))  # fmt: skip


class Actions(Keyboard):
    """Key presses and clicks, counted together."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.clicks = 0

    def click(self, button: QAbstractButton) -> None:
        assert button.isVisible() and button.isEnabled(), button.objectName()
        self.count += 1
        self.clicks += 1
        QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(8, 8))
        self.app.processEvents()

    def keys(self, *presses: Press | list[Press]) -> None:
        for press in presses:
            self.send(press if isinstance(press, list) else [press])

    def when(self, shown: Callable[[], object], act: Callable[[], None], tries: int = 200) -> None:
        """``act`` once ``shown()`` gives a window (a modal dialog or a menu about to open, whose event loop runs
        it); looked for every 10 ms, ``tries`` times."""

        def look(left: int) -> None:
            if shown() is not None:
                act()
            elif left:
                QTimer.singleShot(10, lambda: look(left - 1))

        QTimer.singleShot(0, lambda: look(tries))


def dialog_focused() -> QWidget | None:
    """The modal dialog open, once it has the keyboard focus (it takes it after it is shown)."""
    dialog, focus = QApplication.activeModalWidget(), QApplication.focusWidget()
    return dialog if dialog is not None and focus is not None and dialog.isAncestorOf(focus) else None


def show_board(window: MainWindow, board: Board, auction: Auction, play: PlayRecord | None) -> None:
    entry = BoardEntry(LoadedBoard(board, auction, play), None)
    window.board_list.add_entry(entry)
    window.show_entry(entry)
    window.activateWindow()
    QApplication.processEvents()


def answer(acts: Actions, window: MainWindow, way: str, value: object) -> None:
    """The question shown answered with ``value``, with the keys the wizard's driver plans for that way."""
    content, hand_in = plan_answer(window.workspace.wizard, value, KEYS if way == AFTER else MNEMONICS)
    acts.keys(content, hand_in)


def take_option(acts: Actions, window: MainWindow, way: str, choice: str, option: str) -> None:
    wizard = window.workspace.wizard
    if way == AFTER:
        number = list(wizard.option_buttons).index((choice, option)) + 1
        acts.keys(Press(text=str(number)))
    else:
        acts.click(wizard.option_buttons[(choice, option)])


def apply(acts: Actions, way: str) -> None:
    acts.keys(RETURN if way == AFTER else APPLY)


def start_shown(acts: Actions, way: str) -> None:
    """Rule on the first irregularity the record shows."""
    acts.keys(RULING_TAB, RETURN if way == AFTER else RULE)


def lead_out_of_turn(app: QApplication, window: MainWindow, way: str) -> Actions:
    """East's opening lead out of turn typed, ruled (Law 54: declarer refuses it), then declarer's choice of
    West's lead (Law 50D2), from the board recorded up to the opening lead."""
    show_board(window, Board.standard(3, DEAL), Auction.from_text(Seat.S, "4H AP"),
               PlayRecord(DEAL, Contract(4, Strain.HEARTS, Seat.S), ()))  # fmt: skip
    acts = Actions(app)
    acts.keys(PLAY_TAB, *([] if way == AFTER else [PLAY_FIELD]), typed("e:c7"), RETURN)  # Ctrl+3 lands in the field
    start_shown(acts, way)
    wizard = window.workspace.wizard
    while wizard.session.question is not None:  # not misinformed, nothing seen or done since: "no" to each
        answer(acts, window, way, False)
    take_option(acts, window, way, "law54.declarer_choice", "law54.refuse")
    apply(acts, way)
    assert wizard.session.applied_result is not None
    acts.keys(RULE_PROMPT)  # West is on lead with East's penalty card on the table: declarer chooses
    (choice,) = {c for c, _o in wizard.option_buttons}
    take_option(acts, window, way, choice, next(o for c, o in wizard.option_buttons if o.startswith("forbid")))
    apply(acts, way)
    assert wizard.session.applied_result is not None
    return acts


def revoke(app: QApplication, window: MainWindow, way: str) -> Actions:
    """An established revoke the record shows, ruled (Law 64) and applied: ``examples/law64-revoke.json``'s
    board and answers."""
    step = incident.load(ROOT / "examples" / "law64-revoke.json").steps[0]
    record = step.record
    assert record is not None and record.play is not None
    show_board(window, record.board, record.auction, record.play)
    acts = Actions(app)
    start_shown(acts, way)
    wizard = window.workspace.wizard
    facts = step.facts.to_json()
    while wizard.session.question is not None:
        question = wizard.session.question
        answer(acts, window, way, question.fact.decode(facts[question.id]))
    for choice, option in step.chosen_options.items():
        take_option(acts, window, way, choice, option)
    apply(acts, way)
    assert wizard.session.applied_result is not None
    return acts


def exposed_card(app: QApplication, window: MainWindow, way: str) -> Actions:
    """East drops ♣5 after trick 1: recorded from the Play tab's Irregular event menu (its dialog by keys),
    then ruled (Laws 49, 50) and applied."""
    show_board(window, Board.standard(3, DEAL), Auction.from_text(Seat.S, "4H AP"),
               PlayRecord(DEAL, Contract(4, Strain.HEARTS, Seat.S), TRICK_1))  # fmt: skip
    acts = Actions(app)

    def in_dialog() -> None:  # the dialog: East (E), the cards list (Alt+C), ♣5 ticked, OK (Enter)
        acts.keys(Press(text="E"), key(Qt.Key.Key_C, ALT))
        cards = QApplication.focusWidget()
        assert isinstance(cards, QListWidget)
        row = [cards.item(i).text() for i in range(cards.count())].index("♣5")
        acts.keys([DOWN] * (row - max(cards.currentRow(), 0)), SPACE, RETURN)

    def in_menu() -> None:  # the menu: its first action, Exposed card (none is active as it opens)
        acts.when(dialog_focused, in_dialog)
        acts.keys(DOWN, RETURN)

    acts.keys(PLAY_TAB)
    acts.when(QApplication.activePopupWidget, in_menu)
    acts.keys(EVENTS)
    window.activateWindow()  # as the window system does when a dialog closes (offscreen leaves it to us)
    QApplication.processEvents()
    record = window.workspace.document.play
    assert record is not None and len(record.events) == len(TRICK_1) + 1, "the exposed card is not recorded"
    start_shown(acts, way)
    wizard = window.workspace.wizard
    assert wizard.session.question is None and wizard.session.ruling is not None
    apply(acts, way)
    assert wizard.session.applied_result is not None
    return acts


TASKS: dict[str, Callable[[QApplication, MainWindow, str], Actions]] = {
    "lead": lead_out_of_turn,
    "revoke": revoke,
    "exposed": exposed_card,
}
