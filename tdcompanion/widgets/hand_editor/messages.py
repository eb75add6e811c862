"""What a notation :class:`Problem` says to the user, in the interface language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tdcompanion.models.labels import seat_name
from tdcompanion.models.text import arg, ntranslate
from tdcompanion.widgets.hand_editor.notation import Problem, ProblemKind

translate = QCoreApplication.translate  # build_translations.py reads translate("Ctx", "literal")


def problem_message(problem: Problem) -> str:
    """One sentence: what is wrong, where (1-based character), and how to write it."""
    where = str(problem.position + 1)
    text = problem.text
    kind = problem.kind
    if kind is ProblemKind.BAD_CHARACTER:
        msg = translate("HandNotation", "“%1” (character %2) is not a card")
    elif kind is ProblemKind.TEN:
        msg = translate("HandNotation", "“%1” (character %2): write the ten as T or 10")
    elif kind is ProblemKind.MISSING_SUITS:
        count = problem.count  # a plain name: extraction reads literal arguments only
        msg = ntranslate(
            "HandNotation", "%n suit so far: give all four, spades first (- for a void)",
            "%n suits so far: give all four, spades first (- for a void)", count,
        )
    elif kind is ProblemKind.SUIT_TWICE:
        msg = translate("HandNotation", "“%1” (character %2): this suit is given twice")
    elif kind is ProblemKind.BAD_SEAT:
        msg = translate("HandNotation", "“%1” is not a seat: start with N:, E:, S: or W:")
    elif kind is ProblemKind.HAND_COUNT:
        count = problem.count
        msg = ntranslate(
            "HandNotation", "A deal has four hands separated by spaces; found %n",
            "A deal has four hands separated by spaces; found %n", count,
        )
    elif kind is ProblemKind.EMPTY:
        msg = translate("HandNotation", "There is no deal to read")
    else:
        msg = translate(
            "HandNotation", "Cannot read character %2 (“%1”): write four suits, spades first, e.g. AKQ2 J93 T8 754"
        )
    msg = arg(msg, text, where)
    if problem.seat is not None:
        msg = arg(translate("HandNotation", "%1: %2"), seat_name(problem.seat), msg)
    return msg
