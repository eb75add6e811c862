"""The whole numbers the formats carry, each read within the range its field allows.

Python converts no text of more than 4,300 digits to an ``int`` (``sys.get_int_max_str_digits``):
``int()`` raises a bare ``ValueError``, which is not bad input said well. Every number read from a
file or the command line (a board, a revision, tricks, a note, a LIN field, a position in a record)
is therefore read by :func:`bounded_int`, which measures the text before converting it and refuses a
number out of its field's range (:data:`RANGES`) with a :class:`~tdcompanion.core.errors.NumberError`
saying which number, what was written and the range allowed. The reader that calls it adds where
(file, line, pair, JSON path). (The decimal figures of a score record are bounded the same way in
``core/scoring``, by their own reader.)

Layer: core (standard library only).
"""

from __future__ import annotations

from typing import Final

from tdcompanion.core.errors import NumberError
from tdcompanion.core.said import Messages

#: Nine digits, as a PBN ``Board`` tag is read: far beyond any event's boards, far below the int limit.
MAX_BOARD: Final = 999_999_999
#: A count kept by the program (a file's revision, the calls or play events before a point of a record): the
#: largest whole number every JSON reader keeps exactly.
MAX_COUNT: Final = 2**53
#: Numbers longer than this are refused before they are converted (any range here has fewer digits).
MAX_DIGITS: Final = 30

#: Each number's name (for the message) and its range, inclusive.
RANGES: Final[dict[str, tuple[int, int]]] = {
    "board": (1, MAX_BOARD),
    "tricks": (0, 13),
    "revision": (0, MAX_COUNT),
    "schema_version": (1, MAX_COUNT),
    "calls": (0, MAX_COUNT),
    "events": (0, MAX_COUNT),
    "call": (0, MAX_COUNT),
    "event": (0, MAX_COUNT),
    "ruling": (0, MAX_COUNT),
    "note": (0, MAX_COUNT),
}

#: What a number is, in English (the catalogue says it in the other languages: ``said/number_name.…``).
NAMES = Messages("number_name", {
    "board": "the board number",
    "tricks": "the number of tricks",
    "revision": "the revision",
    "schema_version": "the schema version",
    "calls": "the number of calls",
    "events": "the number of play events",
    "call": "the call's index",
    "event": "the play event's index",
    "ruling": "the earlier ruling's index",
    "note": "the note number",
})  # fmt: skip

#: Why a number is refused.
SAID = Messages("number", {
    "not_whole": "{what} is a whole number, not {text!r}",
    "out_of_range": "{what} is a number from {low} to {high}, not {shown}",
    "too_long": "{what} is a number from {low} to {high}, not a number of {digits} digits",
    "too_large": "{what} is a number from {low} to {high}, not a number of more than {digits} digits",
})  # fmt: skip


def bounded_int(text: str | int, what: str, low: int | None = None, high: int | None = None) -> int:
    """``text`` (decimal digits, perhaps after a ``-``, blanks around them; or an ``int`` already read)
    as a number of the field ``what`` (a key of :data:`RANGES`), within its range, or from ``low`` to
    ``high`` where given. Raises :class:`~tdcompanion.core.errors.NumberError` otherwise; converts no text
    of more than :data:`MAX_DIGITS` digits."""
    default_low, default_high = RANGES[what]
    low = default_low if low is None else low
    high = default_high if high is None else high
    name = NAMES(what)
    if isinstance(text, bool):
        raise NumberError(SAID("not_whole", what=name, text=str(text)), what=what, low=low, high=high)
    if isinstance(text, int):
        value = text
    else:
        stripped = text.strip()
        digits = stripped[1:] if stripped[:1] == "-" else stripped
        if not (digits.isascii() and digits.isdigit()):
            raise NumberError(SAID("not_whole", what=name, text=_short(text)), what=what, low=low, high=high)
        if len(digits) > MAX_DIGITS:
            said = SAID("too_long", what=name, low=low, high=high, digits=len(digits))
            raise NumberError(said, what=what, low=low, high=high)
        value = int(stripped)
    if not low <= value <= high:
        if abs(value) >= 10**MAX_DIGITS:  # an int given, not text: str() of it may be refused too
            said = SAID("too_large", what=name, low=low, high=high, digits=MAX_DIGITS)
        else:
            said = SAID("out_of_range", what=name, low=low, high=high, shown=value)
        raise NumberError(said, what=what, low=low, high=high)
    return value


def _short(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "..."
