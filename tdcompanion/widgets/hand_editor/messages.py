"""What a notation :class:`Problem` says to the user, in the interface language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tdcompanion.models.labels import seat_name
from tdcompanion.widgets.hand_editor.notation import Problem, ProblemKind


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("HandNotation", text, None, n)


def problem_message(problem: Problem) -> str:
    """One sentence: what is wrong, where (1-based character), and how to write it."""
    where = str(problem.position + 1)
    text = problem.text
    kind = problem.kind
    if kind is ProblemKind.BAD_CHARACTER:
        msg = _tr("“%1” (character %2) is not a card: use A K Q J T/10 9 … 2, spaces or dots between suits")
    elif kind is ProblemKind.TEN:
        msg = _tr("“%1” (character %2): write the ten as T or 10")
    elif kind is ProblemKind.MISSING_SUITS:
        msg = _tr("%n suit(s) so far: give all four, spades first (- for a void)", problem.count)
    elif kind is ProblemKind.SUIT_TWICE:
        msg = _tr("“%1” (character %2): this suit is given twice")
    elif kind is ProblemKind.BAD_SEAT:
        msg = _tr("“%1” is not a seat: start with N:, E:, S: or W:")
    elif kind is ProblemKind.HAND_COUNT:
        msg = _tr("A deal has four hands separated by spaces; found %n", problem.count)
    elif kind is ProblemKind.EMPTY:
        msg = _tr("There is no deal to read")
    else:
        msg = _tr("Cannot read character %2 (“%1”): write four suits, spades first, e.g. AKQ2 J93 T8 754")
    msg = msg.replace("%1", text).replace("%2", where)
    if problem.seat is not None:
        msg = _tr("%1: %2").replace("%1", seat_name(problem.seat)).replace("%2", msg)
    return msg
