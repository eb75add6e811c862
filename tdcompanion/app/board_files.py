"""Reading boards with their auction and play from PBN and LIN files, and writing one back as PBN.

Pure Python (no Qt), run in the file loader's thread (:mod:`~tdcompanion.app.board_loader`): the
main window turns the errors into sentences. A file that cannot be read raises
(:class:`PBNDecodeError`, :class:`LinDecodeError`, ``OSError``; :class:`FileRefusedError` for a FIFO, a
device or a file over :data:`BOARD_FILE_LIMIT`, never waited for nor read whole) and nothing is returned; an Auction or
Play section that cannot be made into objects does not stop the file: its board is listed with the
section kept as written and the error in :attr:`LoadedBoard.problems`.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from tdcompanion.core.board import Board
from tdcompanion.core.errors import PBNDecodeError
from tdcompanion.core.safe_read import BOARD_FILE_LIMIT, read_file

if TYPE_CHECKING:  # loaded with the first file, not at start-up
    from tdcompanion.core.auction import Auction
    from tdcompanion.core.contract import Contract, PassedOut
    from tdcompanion.core.pbn import ContractMismatch, DeclarerMismatch
    from tdcompanion.core.play import PlayRecord

    #: What the file loader's check reports on a board: a section not read (or read with a warning), or
    #: the Contract or Declarer tag against the auction.
    Problem = PBNDecodeError | ContractMismatch | DeclarerMismatch

#: What File > Open accepts, by file name ending.
PBN_SUFFIXES = (".pbn",)
LIN_SUFFIXES = (".lin",)


@dataclass(frozen=True)
class BoardRecord:
    """A board's record as objects, built from its sections.

    ``auction`` and ``play`` are ``None`` when the file has none, or when it could not be read:
    then ``problems`` holds the error, with its board, section, token and line. ``problems``
    also lists the warnings of sections read although not written as PBN specifies
    (:class:`~tdcompanion.core.pbn.PBNSectionWarning`).
    """

    auction: Auction | None = None
    play: PlayRecord | None = None
    problems: tuple[PBNDecodeError, ...] = ()


class LoadedBoard:
    """One board as its file gave it, with its record (:class:`BoardRecord`).

    A LIN file, an incident or a new board give the record with the board. A PBN board's
    record is built from its Auction and Play sections on first use (:attr:`record`) and kept:
    listing a file needs only its tags, and a championship's auctions and plays as objects
    would cost seconds and a hundred megabytes that nobody looks at (issue 19).
    """

    __slots__ = ("_record", "board")

    def __init__(
        self,
        board: Board,
        auction: Auction | None = None,
        play: PlayRecord | None = None,
        problems: tuple[PBNDecodeError, ...] = (),
    ) -> None:
        self.board = board
        self._record: BoardRecord | None = BoardRecord(auction, play, problems)

    @classmethod
    def from_sections(cls, board: Board) -> LoadedBoard:
        """``board`` read from PBN: its record is built from its sections when first asked for."""
        loaded = cls(board)
        loaded._record = None
        return loaded

    @property
    def is_built(self) -> bool:
        """The record is made (given, or built from the sections once asked for)."""
        return self._record is not None

    @property
    def record(self) -> BoardRecord:
        if self._record is None:
            self._record = record_of(self.board)
        return self._record

    @property
    def auction(self) -> Auction | None:
        return self.record.auction

    @property
    def play(self) -> PlayRecord | None:
        return self.record.play

    @property
    def problems(self) -> tuple[PBNDecodeError, ...]:
        return self.record.problems

    @property
    def unreadable_sections(self) -> frozenset[str]:
        """``"Auction"`` and/or ``"Play"``: sections kept as written because they could not be read."""
        return frozenset(getattr(p, "section", "") for p in self.problems if not getattr(p, "is_warning", False))


def is_lin(path: str | os.PathLike[str]) -> bool:
    return Path(path).suffix.lower() in LIN_SUFFIXES


def read_boards(path: str | os.PathLike[str]) -> list[LoadedBoard]:
    """Every board of a PBN or LIN file (LIN by the ``.lin`` ending, PBN otherwise).

    A PBN board's auction and play are built when first asked for (:meth:`LoadedBoard.from_sections`).
    """
    return read_data(read_board_file(path), os.fsdecode(path))


def read_board_file(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a PBN or LIN file, read safely (:func:`~tdcompanion.core.safe_read.read_file`): raises
    :class:`~tdcompanion.core.safe_read.FileRefusedError` for anything but a regular file, and for a file
    over :data:`~tdcompanion.core.safe_read.BOARD_FILE_LIMIT`."""
    return read_file(path, BOARD_FILE_LIMIT)


def read_data(data: bytes, filename: str) -> list[LoadedBoard]:
    """The boards of the bytes of the file ``filename`` (LIN by its ending, PBN otherwise), as
    :func:`read_boards`; ``filename`` names the file in errors."""
    if is_lin(filename):
        from tdcompanion.core import lin  # deferred: only for LIN files

        return [LoadedBoard(b.board, b.auction, b.play) for b in lin.loads(data, filename=filename)]
    from tdcompanion.core import pbn  # deferred: not needed to show the window

    return [LoadedBoard.from_sections(board) for board in pbn.loads(data, filename=filename)]


def record_of(board: Board) -> BoardRecord:
    """``board``'s Auction and Play sections as objects; what cannot be read is a problem, not a failure."""
    from tdcompanion.core import pbn

    problems: list[PBNDecodeError] = []
    auction = play = None
    try:
        auction = pbn.auction_of(board)
    except PBNDecodeError as exc:
        problems.append(exc)
    try:
        reading = pbn.read_play(board) if problems else pbn.read_play(board, auction)  # the auction read once
    except PBNDecodeError as exc:
        if str(exc) not in {str(p) for p in problems}:  # the play's contract may come from the auction
            problems.append(exc)
    else:
        play = None if reading is None else reading.play
        problems.extend(() if reading is None else reading.warnings)  # read, but not as PBN writes it
    return BoardRecord(auction, play, tuple(problems))


@dataclass(frozen=True)
class BoardCheck:
    """What checking a board found (the file loader checks every board once, in its thread): the
    ``problems`` of its sections (:attr:`BoardRecord.problems`) and where its Contract or Declarer tag
    contradicts its auction (:func:`~tdcompanion.core.pbn.contract_disagreements`), and ``reached``, the
    contract its auction ends in when the tags do not give that one (the board list shows it, as the
    header and the Play tab do: :func:`~tdcompanion.core.pbn.contract_of`)."""

    problems: tuple[Problem, ...] = ()
    reached: Contract | PassedOut | None = None


def check_board(loaded: LoadedBoard) -> BoardCheck | None:
    """Check ``loaded``'s record, built for the purpose and not kept unless it was built already;
    ``None`` when there is nothing to report."""
    from tdcompanion.core import pbn

    board = loaded.board
    record = loaded.record if loaded.is_built else record_of(board)
    auction = record.auction
    reached = None if auction is None else auction.contract()
    if reached is not None and reached == pbn.tag_contract(board):
        reached = None
    problems: tuple[Problem, ...] = (*pbn.contract_disagreements(board, auction), *record.problems)  # tags first
    return BoardCheck(problems, reached) if problems or reached is not None else None


def board_with_record(
    board: Board, auction: Auction, play: PlayRecord | None, keep: frozenset[str] = frozenset()
) -> Board:
    """``board`` with the auction and play written into its sections, as PBN will hold them.

    No call (or no card) recorded: no section. ``keep`` names sections that could not be
    read when the file was opened: they stay as written while nothing new is recorded
    in their place. Raises :class:`~tdcompanion.core.pbn.PBNEncodeError` for what PBN
    cannot record (a call out of rotation, a revoke corrected, a claim by a defender...).
    """
    from tdcompanion.core import pbn

    keep_auction = "Auction" in keep and not auction.entries
    keep_play = "Play" in keep and (play is None or not play.events)
    written = pbn.with_record(
        board,
        auction if auction.entries else None,
        play if play is not None and play.events else None,
    )
    if keep_auction:
        written = dataclasses.replace(written, auction_section=board.auction_section)
    if keep_play:
        written = dataclasses.replace(written, play_section=board.play_section)
    return written


def write_pbn(path: str | os.PathLike[str], boards: list[Board]) -> None:
    """Write ``boards`` as a PBN file, atomically (:func:`~tdcompanion.storage.atomic.write_atomic`):
    a temporary file beside it, flushed to disk, then moved over ``path``; on failure ``path`` is as
    it was."""
    from tdcompanion.core import pbn
    from tdcompanion.storage.atomic import write_atomic  # not needed to show the first board (start-up)

    data = pbn.dumps(boards).encode("utf-8")  # any encoding error happens before the disk is touched
    write_atomic(Path(path), data)
