"""What the score panel reads from typed text: a contract (``4S``, ``4♠``, ``3NTX``, Greek ``4ΧΑ``,
``Pass``/``πάσο``), the board's other results (``420 -50 A 450``), a weight and a session figure.

Calls are read by :func:`~tdcompanion.widgets.typed_entry.read_call` (Greek keyboards included); this
module adds the doubling and the lists. Each reader raises :class:`EntryError` with a message in the
interface language that says what is wrong and where.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from tdcompanion.core.calls import Bid, CallError, CallKind
from tdcompanion.core.contract import PASSED_OUT, Contract, Doubling, PassedOut
from tdcompanion.core.errors import InputError
from tdcompanion.core.scoring.adjusted import AdjustedScoreError, finite_percent, parse_weight
from tdcompanion.core.scoring.figures import exact_figure
from tdcompanion.core.scoring.sheet import MAX_OTHERS, Form
from tdcompanion.core.seats import Seat
from tdcompanion.models.text import arg
from tdcompanion.widgets.typed_entry import read_call

# The doubling typed after the bid: Latin X or Greek Χ (the same key), one or two.
_DOUBLING = re.compile(r"(.*?)\s*([XΧxχ]{1,2})?\s*", re.DOTALL)
_ARTIFICIAL = {"A", "-", "Α", "AVG", "A+", "A-"}


class EntryError(InputError):
    """Typed text the score panel cannot take; the message is in the interface language."""


def read_contract(text: str, declarer: Seat) -> Contract | PassedOut:
    """The contract typed, played by ``declarer``; ``Pass`` for a passed-out board."""
    match = _DOUBLING.fullmatch(text.strip())
    assert match is not None  # the pattern matches any text
    bid_text, doubled = match.group(1), (match.group(2) or "")
    if not bid_text and doubled:  # "X" alone is no contract
        bid_text, doubled = doubled, ""
    try:
        call = read_call(bid_text)
    except CallError:
        call = None
    if isinstance(call, Bid):
        doubling = Doubling.REDOUBLED if len(doubled) == 2 else Doubling.DOUBLED if doubled else Doubling.UNDOUBLED
        return Contract.of(call, declarer, doubling)
    if call is not None and not doubled and call.kind is CallKind.PASS:
        return PASSED_OUT
    message = QCoreApplication.translate("ScoreEntry", "“%1” is not a contract: type e.g. 4S, 4♠X, 3NT (3ΧΑ) or Pass")
    raise EntryError(arg(message, text.strip()))


def contract_entry(contract: Contract | PassedOut) -> str:
    """A contract as :func:`read_contract` reads it back (without the declarer): ``4SX``, ``Pass``."""
    return "Pass" if isinstance(contract, PassedOut) else contract.pbn


def read_weight(text: str) -> Fraction:
    """A weight as a share of 1: ``60``, ``60%``, ``33.3``, ``1/3``."""
    try:
        return parse_weight(text)
    except AdjustedScoreError:
        message = QCoreApplication.translate(
            "ScoreEntry", "“%1” is not a weight: type a percentage such as 60 or a fraction such as 1/3")
        raise EntryError(arg(message, text.strip())) from None


def weight_entry(weight: Fraction) -> str:
    """A weight as typed: a percentage when it has a finite decimal form (``60``, ``12.5``), else ``1/3``."""
    percent = finite_percent(weight)
    return f"{weight.numerator}/{weight.denominator}" if percent is None else f"{percent:f}"


def read_figure(text: str) -> Fraction | None:
    """A session figure (``62.5``, ``62,5%``, ``-1.5``); ``None`` when nothing is typed."""
    cleaned = text.strip().removesuffix("%").strip().replace(",", ".")
    if not cleaned:
        return None
    try:
        return exact_figure(cleaned)
    except (InvalidOperation, ValueError):
        message = QCoreApplication.translate("ScoreEntry", "“%1” is not a number: type e.g. 62.5")
        raise EntryError(arg(message, text.strip())) from None


def figure_entry(value: Fraction | None) -> str:
    if value is None:
        return ""
    return f"{(Decimal(value.numerator) / Decimal(value.denominator)).normalize():f}"


def read_others(text: str, form: Form) -> tuple[int | None, ...]:
    """The board's other North-South scores, separated by spaces or commas; ``A`` or ``-`` for a table
    with an artificial score (matchpoints only). Teams (``IMPS``) take one score: the other room's."""
    tokens = [t for t in re.split(r"[\s,;]+", text.strip()) if t]
    if len(tokens) > MAX_OTHERS:
        message = QCoreApplication.translate("ScoreEntry", "At most %1 other results, not %2")
        raise EntryError(arg(message, MAX_OTHERS, len(tokens)))
    if form is Form.IMPS and len(tokens) > 1:
        message = QCoreApplication.translate("ScoreEntry", "Teams: type one score, the other room's N-S score "
                                             "(%1 typed)")  # fmt: skip
        raise EntryError(arg(message, len(tokens)))
    return tuple(_other(index, token, form) for index, token in enumerate(tokens, 1))


def _other(index: int, token: str, form: Form) -> int | None:
    if token.upper() in _ARTIFICIAL:
        if form is not Form.MATCHPOINTS:
            message = QCoreApplication.translate(
                "ScoreEntry", "Result %1 (“%2”): an artificial score takes part only in matchpoints")
            raise EntryError(arg(message, index, token))
        return None
    try:
        value: int | None = int(token.replace("−", "-").lstrip("+"))
    except ValueError:
        value = None
    if value is None or value % 10 or abs(value) > 10_000:
        message = QCoreApplication.translate(
            "ScoreEntry", "Result %1 (“%2”) is not a N-S score: type e.g. 420 or -50 (A for an artificial score)")
        raise EntryError(arg(message, index, token))
    return value


def others_entry(others: tuple[int | None, ...]) -> str:
    return " ".join("A" if other is None else str(other) for other in others)
