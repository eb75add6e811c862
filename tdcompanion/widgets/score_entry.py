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

from tdcompanion.core.calls import Bid, CallError
from tdcompanion.core.contract import PASSED_OUT, Contract, Doubling, PassedOut
from tdcompanion.core.errors import InputError
from tdcompanion.core.scoring.adjusted import AdjustedScoreError, parse_weight
from tdcompanion.core.scoring.sheet import MAX_OTHERS, Form
from tdcompanion.core.seats import Seat
from tdcompanion.models.text import arg
from tdcompanion.widgets.typed_entry import read_call

# The doubling typed after the bid: Latin X or Greek Χ (the same key), one or two.
_DOUBLING = re.compile(r"(.*?)\s*([XΧxχ]{1,2})?\s*", re.DOTALL)
_ARTIFICIAL = {"A", "-", "Α", "AVG", "A+", "A-"}


class EntryError(InputError):
    """Typed text the score panel cannot take; the message is in the interface language."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreEntry", text)


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
    if call is not None and not doubled and call.pbn == "P":
        return PASSED_OUT
    raise EntryError(arg(_tr("“%1” is not a contract: type e.g. 4S, 4♠X, 3NT (3ΧΑ) or Pass"), text.strip()))


def contract_entry(contract: Contract | PassedOut) -> str:
    """A contract as :func:`read_contract` reads it back (without the declarer): ``4SX``, ``Pass``."""
    return "Pass" if isinstance(contract, PassedOut) else contract.pbn


def read_weight(text: str) -> Fraction:
    """A weight as a share of 1: ``60``, ``60%``, ``33.3``, ``1/3``."""
    try:
        return parse_weight(text)
    except AdjustedScoreError:
        raise EntryError(arg(_tr("“%1” is not a weight: type a percentage such as 60 or a fraction such as 1/3"),
                             text.strip())) from None  # fmt: skip


def weight_entry(weight: Fraction) -> str:
    """A weight as typed: a percentage when it has a finite decimal form (``60``, ``12.5``), else ``1/3``."""
    percent = weight * 100
    rest = percent.denominator
    for factor in (2, 5):
        while rest % factor == 0:
            rest //= factor
    if rest != 1:
        return f"{weight.numerator}/{weight.denominator}"
    shown = Decimal(percent.numerator) / Decimal(percent.denominator)
    return f"{shown.normalize():f}"


def read_figure(text: str) -> Fraction | None:
    """A session figure (``62.5``, ``62,5%``, ``-1.5``); ``None`` when nothing is typed."""
    cleaned = text.strip().removesuffix("%").strip().replace(",", ".")
    if not cleaned:
        return None
    try:
        return Fraction(Decimal(cleaned))
    except (InvalidOperation, ValueError):
        raise EntryError(arg(_tr("“%1” is not a number: type e.g. 62.5"), text.strip())) from None


def figure_entry(value: Fraction | None) -> str:
    if value is None:
        return ""
    return f"{(Decimal(value.numerator) / Decimal(value.denominator)).normalize():f}"


def read_others(text: str, form: Form) -> tuple[int | None, ...]:
    """The board's other North-South scores, separated by spaces or commas; ``A`` or ``-`` for a table
    with an artificial score (matchpoints only). Teams (``IMPS``) take one score: the other room's."""
    tokens = [t for t in re.split(r"[\s,;]+", text.strip()) if t]
    if len(tokens) > MAX_OTHERS:
        raise EntryError(arg(_tr("At most %1 other results, not %2"), MAX_OTHERS, len(tokens)))
    if form is Form.IMPS and len(tokens) > 1:
        raise EntryError(arg(_tr("Teams: type one score, the other room's N-S score (%1 typed)"), len(tokens)))
    scores: list[int | None] = []
    for index, token in enumerate(tokens, 1):
        if token.upper() in _ARTIFICIAL:
            if form is not Form.MATCHPOINTS:
                raise EntryError(arg(_tr("Result %1 (“%2”): an artificial score takes part only in matchpoints"),
                                     index, token))  # fmt: skip
            scores.append(None)
            continue
        try:
            value = int(token.replace("−", "-").lstrip("+"))
        except ValueError:
            value = None
        if value is None or value % 10 or abs(value) > 10_000:
            raise EntryError(arg(_tr("Result %1 (“%2”) is not a N-S score: type e.g. 420 or -50 (A for an "
                                     "artificial score)"), index, token))  # fmt: skip
        scores.append(value)
    return tuple(scores)


def others_entry(others: tuple[int | None, ...]) -> str:
    return " ".join("A" if other is None else str(other) for other in others)
