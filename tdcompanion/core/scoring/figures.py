"""The numbers of a score record written as text (a weight's percentage, a session percentage), read
exactly and within what a score needs (issue 20).

A figure has at most :data:`MOST_DIGITS` significant digits, and its first one is within
:data:`MOST_DIGITS` places of the decimal point. A score needs far fewer; beyond them, making the
number exact costs minutes and gigabytes (``1e-999999999`` is a fraction whose denominator has a
billion digits), Python refuses to read an integer of more than 4,300 digits, and a figure shown to
two decimals (:func:`~tdcompanion.core.scoring.traveller.rounded`) would not fit the 28 digits of the
decimal module's arithmetic.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Final

#: The most significant digits of a figure, and the farthest its first digit may be from the point.
MOST_DIGITS: Final = 20
#: A figure written as a fraction: ``1/3`` (spaces around its parts allowed).
FRACTION_RE: Final = re.compile(r"\s*(\d+)\s*/\s*(\d+)\s*")


def exact_figure(text: str) -> Fraction:
    """``text`` (``62.5``, ``-1.5``, ``1e2``; spaces around it allowed) as an exact fraction. Raises
    :class:`decimal.InvalidOperation` for text that is not such a number, or is one of more than
    :data:`MOST_DIGITS` significant digits or with its first digit farther than that from the point."""
    if len(text) > 4 * MOST_DIGITS:  # more characters than a figure of the most digits and zeros has
        raise InvalidOperation(f"{len(text):,} characters")
    number = Decimal(text)
    if not number.is_finite():
        raise InvalidOperation("not a finite number")
    if len(number.as_tuple().digits) > MOST_DIGITS or abs(number.adjusted()) > MOST_DIGITS:
        raise InvalidOperation("more digits than a score has")
    return Fraction(number)


def fraction_part(digits: str) -> int:
    """The numerator or denominator of a weight written as a fraction (``1/3``): an integer of at most
    :data:`MOST_DIGITS` digits; raises :class:`decimal.InvalidOperation` for a longer one."""
    if len(digits.lstrip("0")) > MOST_DIGITS:
        raise InvalidOperation("more digits than a score has")
    return int(digits)


def read_figure(text: str) -> Fraction:
    """``text`` as an exact fraction: a fraction (``1/3``) or a decimal (``0.25``, :func:`exact_figure`).
    Raises :class:`decimal.InvalidOperation` for anything else, a part of too many digits, or ``n/0``."""
    match = FRACTION_RE.fullmatch(text)
    if match is None:
        return exact_figure(text)
    numerator, denominator = fraction_part(match.group(1)), fraction_part(match.group(2))
    if denominator == 0:
        raise InvalidOperation("division by zero")
    return Fraction(numerator, denominator)


def figure_text(value: Fraction) -> str:
    """``value`` as :func:`read_figure` reads it back: decimal text when it has a finite form (``"10"``,
    ``"12.5"``), else a fraction (``"1/3"``)."""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    text = f"{exact.normalize():f}"
    return text if Fraction(Decimal(text)) == value else f"{value.numerator}/{value.denominator}"
