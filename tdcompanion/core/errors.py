"""The project's exception hierarchy.

Every error caused by bad input is a ``TDCompanionError`` and a ``ValueError``, and
says what is wrong and where, so the GUI and the command line can report it
without crashing.
"""

from __future__ import annotations


class TDCompanionError(Exception):
    """Root of every error this project raises on purpose."""


class InputError(TDCompanionError, ValueError):
    """Bad input: the message says what is wrong and, where known, where."""


class CardParseError(InputError):
    """A card, rank or suit could not be read."""


class DealParseError(InputError):
    """A hand or a deal string could not be read; ``position`` is the character index."""

    def __init__(self, message: str, *, position: int | None = None) -> None:
        super().__init__(message)
        self.position = position


class PBNDecodeError(InputError):
    """A PBN file could not be read: says which file, which line and what is wrong."""

    def __init__(self, message: str, *, line: int | None = None, filename: str | None = None) -> None:
        self.reason = message
        self.line = line
        self.filename = filename
        where = ", ".join(p for p in (filename, f"line {line}" if line is not None else None) if p)
        super().__init__(f"{where}: {message}" if where else message)


class LinDecodeError(InputError):
    """A BBO LIN record could not be read.

    ``pair`` counts ``tag|value|`` pairs from 1, ``line`` counts from 1, ``offset`` is the 0-based
    character index in the decoded text; ``filename`` names the file when known; ``reason`` says
    what is wrong.
    """

    def __init__(
        self,
        message: str,
        *,
        pair: int | None = None,
        offset: int | None = None,
        line: int | None = None,
        filename: str | None = None,
    ) -> None:
        self.reason = message
        self.pair = pair
        self.offset = offset
        self.line = line
        self.filename = filename
        where = ", ".join(
            p
            for p in (
                filename,
                f"pair {pair}" if pair is not None else None,
                f"line {line}" if line is not None else None,
                f"character {offset}" if offset is not None else None,
            )
            if p
        )
        super().__init__(f"{where}: {message}" if where else message)


class NumberError(InputError):
    """A number out of the range its field allows (:func:`tdcompanion.core.numbers.bounded_int`), or not a
    whole number: ``what`` names the field (a key of :data:`tdcompanion.core.numbers.RANGES`), ``low`` and
    ``high`` the range allowed."""

    def __init__(self, message: str, *, what: str, low: int, high: int) -> None:
        super().__init__(message)
        self.what = what
        self.low = low
        self.high = high
