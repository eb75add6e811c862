"""PBN (Portable Bridge Notation 2.1) files, with the json module's API.

>>> from tdcompanion.core import pbn
>>> boards = pbn.loads('[Board "1"]\\n[Deal "N:AKQJ.T98.765.432 - - -"]\\n')
>>> boards[0].dealer, boards[0].vulnerability
(Seat.N, <Vulnerability.NONE: 'None'>)

``loads`` accepts text or bytes (UTF-8, with or without BOM, UTF-16 with a BOM, else
Latin-1) and returns one :class:`~tdcompanion.core.board.Board` per game. Any defect in
the text raises :class:`PBNDecodeError` with the line number; nothing else escapes.
``dumps(loads(text))`` keeps every tag, section, comment and ``%`` line, in order.

The Auction and Play sections become core objects with :func:`auction_of` and
:func:`play_of`, and go back with :func:`with_record`; :func:`consistency` lists where
a board's tags and sections disagree. :func:`read_play` also gives the warnings about a
Play section read although not written as PBN specifies (each trick in the order played).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import IO, AnyStr

from tdcompanion.core.board import Board, PbnLayout, PbnSection, PbnTag
from tdcompanion.core.bulk import collector_paused
from tdcompanion.core.errors import PBNDecodeError
from tdcompanion.core.pbn._consistency import (
    ContractMismatch,
    DealerMismatch,
    DeclarerMismatch,
    Inconsistency,
    LeaderMismatch,
    ReadWithWarning,
    ResultMismatch,
    Unreadable,
    consistency,
    contract_disagreements,
)
from tdcompanion.core.pbn._reader import decode, read_boards
from tdcompanion.core.pbn._record import (
    PBNEncodeError,
    PBNSectionError,
    PBNSectionWarning,
    PlayReading,
    auction_of,
    contract_of,
    play_of,
    read_play,
    tag_contract,
)
from tdcompanion.core.pbn._record_writer import with_record
from tdcompanion.core.pbn._writer import write_boards


def loads(data: str | bytes | bytearray, *, filename: str | None = None) -> list[Board]:
    """The boards in PBN ``data``; ``filename`` only labels errors."""
    try:
        with collector_paused():
            return read_boards(decode(data))
    except PBNDecodeError as exc:
        if filename is None or exc.filename is not None:
            raise
        raise PBNDecodeError(exc.reason, line=exc.line, filename=filename) from None


def load(fp: IO[AnyStr]) -> list[Board]:
    """The boards in an open PBN file (text or binary); errors name the file."""
    name = getattr(fp, "name", None)
    filename = os.fsdecode(name) if isinstance(name, str | bytes | os.PathLike) else None
    return loads(fp.read(), filename=filename)


def dumps(boards: Iterable[Board]) -> str:
    """PBN text for ``boards``, one game each, starting with a ``% PBN 2.1`` line.

    Boards read from a file keep its order, comments and ``%`` lines; ``#`` values are
    written out in full. PBN cannot hold a line break in a tag value (it becomes a
    space) nor a value that is just ``#`` (it would read as the previous game's).
    """
    return write_boards(boards)


def dump(boards: Iterable[Board], fp: IO[str]) -> None:
    """Write ``boards`` as PBN to an open text file."""
    fp.write(dumps(boards))


__all__ = [
    "Board",
    "ContractMismatch",
    "DealerMismatch",
    "DeclarerMismatch",
    "Inconsistency",
    "LeaderMismatch",
    "PBNDecodeError",
    "PBNEncodeError",
    "PBNSectionError",
    "PBNSectionWarning",
    "PbnLayout",
    "PbnSection",
    "PbnTag",
    "PlayReading",
    "ReadWithWarning",
    "ResultMismatch",
    "Unreadable",
    "auction_of",
    "consistency",
    "contract_disagreements",
    "contract_of",
    "dump",
    "dumps",
    "load",
    "loads",
    "play_of",
    "read_play",
    "tag_contract",
    "with_record",
]
