"""A Director at the keyboard: drives the irregularity wizard by key events only, from its first page to the
ruling shown, and counts the keys pressed (a chord such as Alt+N or Ctrl+Return counts one).

Two ways of pressing keys are planned here:

- ``KEYS``: the wizard's own keys (issue 21): Return goes on from any answer, an option's number (or the
  arrow keys) chooses it, one key (Y/N) answers a yes/no question, the focus opens on the irregularity the
  record shows;
- ``MNEMONICS``: what the wizard allowed before them: the buttons' underlined letters (Alt+N for Next,
  Alt+R to rule on the irregularity shown), Space to check a radio button, Ctrl+A in a spin box; Return
  only from a one-line field.

Each question's keys are planned from its answer before any is sent: the keys that make the answer (the
arrows to reach an option, the characters typed: its *content*) and the keys that hand it in. A driver
that needs a key more than planned does not reach the ruling, and :func:`rule_by_keys` says where.
Shared by ``tests/widgets/test_wizard_keys_count.py`` and ``bench/bench_wizard_keys.py``.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from tdcompanion.core import incident
from tdcompanion.core.calls import Call
from tdcompanion.core.cards import Card
from tdcompanion.core.laws import FactKind, Irregularity
from tdcompanion.core.laws.poll import PollAnswer
from tdcompanion.core.laws.timeline import Step
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.widgets.answer_input import offered_values
from tdcompanion.widgets.board_workspace import RULING_TAB, BoardWorkspace
from tdcompanion.widgets.irregularity_wizard import KIND_ROLE, QUESTION_PAGE, RULING_PAGE, IrregularityWizard
from tdcompanion.widgets.poll_input import PollInput

ROOT = Path(__file__).resolve().parents[2]
KEYS, MNEMONICS = "keys", "mnemonics"
NO = Qt.KeyboardModifier.NoModifier
ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier
#: A button's underlined letter clicks it after a short animation (QAbstractButton.animateClick).
MNEMONIC_WAIT_MS = 150


@dataclass(frozen=True)
class Press:
    """One key press: a key with its modifiers, or a character typed (``text``)."""

    key: Qt.Key = Qt.Key.Key_unknown
    modifiers: Qt.KeyboardModifier = NO
    text: str = ""


@dataclass
class KeyPath:
    """A wizard path driven: the keys of each part (``start``, then one entry per question) and what each
    part's keys were (content: making the answer; hand-in: going on)."""

    name: str
    start: int = 0
    questions: list[tuple[str, FactKind, int, int]] = field(default_factory=list)  # (id, kind, content, hand-in)
    reached: bool = False
    stuck: str = ""

    @property
    def keys(self) -> int:
        return self.start + self.content + self.hand_in

    @property
    def content(self) -> int:
        return sum(content for _q, _k, content, _h in self.questions)

    @property
    def hand_in(self) -> int:
        return sum(hand_in for _q, _k, _c, hand_in in self.questions)


class Keyboard:
    """Sends key presses to the widget with the keyboard focus (or to the menu open), as the keyboard does, and
    counts them."""

    def __init__(self, app: QApplication) -> None:
        self.app = app
        self.count = 0

    def press(self, press: Press) -> None:
        target = self.app.activePopupWidget() or self.app.focusWidget()  # an open menu takes the keys
        assert target is not None, "no widget has the keyboard focus"
        self.count += 1
        if press.text:  # a character: its text carried in the event (QTest aborts on Greek)
            key = ord(press.text.upper()) if press.text.isascii() and press.text.isalnum() else Qt.Key.Key_unknown
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QCoreApplication.sendEvent(target, QKeyEvent(kind, key, NO, press.text))
        else:
            QTest.keyClick(target, press.key, press.modifiers)
            if press.modifiers & ALT:
                QTest.qWait(MNEMONIC_WAIT_MS)
        self.app.processEvents()

    def send(self, presses: Sequence[Press]) -> int:
        for press in presses:
            self.press(press)
        return len(presses)


def key(k: Qt.Key, modifiers: Qt.KeyboardModifier = NO) -> Press:
    return Press(k, modifiers)


def typed(text: str) -> list[Press]:
    return [Press(text=ch) for ch in text]


def downs(n: int) -> list[Press]:
    return [key(Qt.Key.Key_Down)] * n


RETURN = key(Qt.Key.Key_Return)


def fold(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(c))


# --- planning ---------------------------------------------------------------------------------------


def plan_start(wizard: IrregularityWizard, irregularity: Irregularity, way: str) -> list[Press]:
    """The keys from the first page to the first question: the irregularity in the list of those the record
    shows, else picked by its first letters in the list of others."""
    detected = [wizard.detected.item(i).data(KIND_ROLE) for i in range(wizard.detected.count())]
    if irregularity in detected:
        index = detected.index(irregularity)
        if way == KEYS:
            return [*downs(index), RETURN]
        if index == 0:
            return [key(Qt.Key.Key_R, ALT)]  # &Rule on it
        return [key(Qt.Key.Key_I, ALT), *downs(index), RETURN]  # &Irregularities the record shows
    texts = [fold(wizard.kinds.itemText(i)) for i in range(wizard.kinds.count())]
    row = wizard.kinds.findData(irregularity.kind, KIND_ROLE)
    assert row >= 0, f"{irregularity.kind} is not offered"
    prefix = next(texts[row][:n] for n in range(1, len(texts[row]) + 1)
                  if sum(t.startswith(texts[row][:n]) for t in texts) == 1 or n == len(texts[row]))  # fmt: skip
    focus = [] if way == KEYS and not detected else [key(Qt.Key.Key_S, ALT)]  # &Something else happened
    go = RETURN if way == KEYS else key(Qt.Key.Key_T, ALT)  # S&tart
    return [*focus, *typed(wizard.kinds.itemText(row)[: len(prefix)]), go]


def _answer_text(value: object) -> str:
    if isinstance(value, Call):
        return value.pbn
    if isinstance(value, Card):
        return value.pbn
    if isinstance(value, tuple):
        return " ".join(v.pbn for v in value if isinstance(v, Card))
    return str(value)


def plan_answer(wizard: IrregularityWizard, value: object, way: str) -> tuple[list[Press], list[Press]]:
    """The keys that make ``value`` the answer of the question shown, and those that hand it in."""
    answer = wizard._input
    question = wizard.session.question
    assert answer is not None and question is not None
    next_ = key(Qt.Key.Key_N, ALT)  # &Next
    go = RETURN if way == KEYS else next_
    values = offered_values(question) or ()
    if answer.findChildren(QRadioButton):
        index = values.index(value)
        if way == KEYS and values == (True, False):
            return [Press(text="y" if value else "n")], []
        if way == KEYS:
            return [Press(text=str(index + 1))], [go]  # the option's number (radio buttons are 8 at most)
        return [*downs(index), key(Qt.Key.Key_Space)], [go]
    poll = answer.findChild(PollInput)
    if poll is not None:
        cells: list[Press] = []
        assert isinstance(value, tuple)
        for row, one in enumerate(value):
            assert isinstance(one, PollAnswer)
            cells += [*([key(Qt.Key.Key_Tab)] if row else []), *typed(one.player), key(Qt.Key.Key_Tab),
                      *typed(one.action), key(Qt.Key.Key_Tab), *typed(", ".join(one.considered))]  # fmt: skip
        return cells, [RETURN, go]  # Return keeps the cell being typed, then goes on
    listed = answer.findChild(QListWidget, "answer-list")
    if listed is not None:
        chosen = value if isinstance(value, tuple) else (value,)
        rows = [values.index(v) for v in chosen]
        # The list's first row is its current one once it has the focus (Qt), not chosen (since issue 21).
        if not isinstance(value, tuple):
            if way == KEYS:
                return ([key(Qt.Key.Key_Space)] if rows[0] == 0 else downs(rows[0])), [go]
            return downs(rows[0]), [go]  # the current row was the answer, chosen or not
        presses: list[Press] = []
        at = 0
        for row in sorted(rows):
            presses += [*downs(row - at), key(Qt.Key.Key_Space)]
            at = row
        return presses, [go]
    spin = answer.findChild(QSpinBox)
    if spin is not None:
        select = [] if way == KEYS else [key(Qt.Key.Key_A, CTRL)]  # the old focus left the text unselected
        return [*select, *typed(str(value))], [go]
    words = answer.findChild(QPlainTextEdit)
    if words is not None:
        return typed(str(value)), [key(Qt.Key.Key_Return, CTRL) if way == KEYS else next_]
    line = answer.findChild(QLineEdit, "answer-text")
    assert line is not None, f"no input found for {question.id}"
    return typed(_answer_text(value)), [RETURN]  # a line's Return went on before too


# --- driving ----------------------------------------------------------------------------------------


def workspace_for(step: Step) -> BoardWorkspace:
    """A workspace on the board as it stood when ``step`` was ruled, its Irregularity tab shown and focused."""
    rec = step.record
    assert rec is not None
    ws = BoardWorkspace(BoardDocument(rec.board, auction=rec.auction, play=rec.play))
    ws.resize(1366, 700)
    ws.show()
    ws.activateWindow()
    ws.show_tab(RULING_TAB)
    QApplication.processEvents()
    return ws


def rule_by_keys(app: QApplication, wizard: IrregularityWizard, step: Step, way: str, *, name: str = "",
                 limit: int = 30) -> KeyPath:  # fmt: skip
    """Drive ``wizard`` from its first page to ``step``'s ruling by keys only, answering as ``step``'s facts
    say; the keys counted per part. Stops (``stuck`` says where) when planned keys do not get on."""
    kb = Keyboard(app)
    path = KeyPath(name or str(step.irregularity))
    assert step.irregularity is not None
    path.start = kb.send(plan_start(wizard, step.irregularity, way))
    facts = step.facts.to_json()
    for _ in range(limit):
        if wizard.pages.currentIndex() == RULING_PAGE:
            path.reached = True
            return path
        question = wizard.session.question
        if wizard.pages.currentIndex() != QUESTION_PAGE or question is None:
            path.stuck = f"page {wizard.pages.currentIndex()} after the start"
            return path
        if question.id not in facts:
            path.stuck = f"no fact for {question.id}"
            return path
        value: Any = question.fact.decode(facts[question.id])
        content, hand_in = plan_answer(wizard, value, way)
        kb.send(content)
        kb.send(hand_in)
        path.questions.append((question.id, question.fact.kind, len(content), len(hand_in)))
        if wizard.session.question == question and wizard.pages.currentIndex() == QUESTION_PAGE:
            path.stuck = f"{question.id}: still asked after its keys"
            return path
    path.reached = wizard.pages.currentIndex() == RULING_PAGE
    return path


def wizard_paths() -> list[tuple[str, Step]]:
    """Every ruling on an irregularity in the examples and the published-cases corpus: (name, step). A ruling on an
    earlier ruling (the Director's error, Law 82) is left out: the board alone, without the story before it, does not
    replay it (tests/widgets/test_wizard_law82.py drives it through the story)."""
    found = []
    files = sorted((ROOT / "examples").glob("*.json")) + sorted((ROOT / "tests" / "cases").glob("[0-9]*.json"))
    for file in files:
        for number, step in enumerate(incident.load(file).steps):
            if step.irregularity is not None and step.record is not None and step.irregularity.ruling is None:
                found.append((f"{file.stem}#{number + 1}", step))
    return found


def drive(app: QApplication, step: Step, way: str, name: str = "") -> KeyPath:
    """A new workspace on ``step``'s board, driven to its ruling by keys (the workspace closed after)."""
    ws = workspace_for(step)
    try:
        return rule_by_keys(app, ws.wizard, step, way, name=name)
    finally:
        ws.close()
        ws.deleteLater()


def focus_in(widget: QWidget) -> bool:
    focus = QApplication.focusWidget()
    return focus is not None and (focus is widget or widget.isAncestorOf(focus))


def example_step(example: str) -> Step:
    """The first ruling of ``examples/<example>``."""
    return incident.load(ROOT / "examples" / example).steps[0]
