"""``tdcompanion pbn FILE [--board N] [--to-pbn]``: list the boards of a PBN or LIN file, show
one with its auction and play, or convert the file to PBN.

The reader is chosen by the extension ``.lin``, else by the content (a LIN record starts with a
two-letter tag and ``|``; a BBO handviewer link holds ``lin=``). Where a board's tags and its
Auction and Play sections disagree, a warning goes to stderr (``file:line: warning: ...``).

Headless: imports only the core. A file that cannot be read, or holds no board, prints
``file:line: what is wrong`` to stderr and exits with status 2; ``--board N`` not in the file, 1.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
import textwrap
from pathlib import Path
from typing import TextIO

from tdcompanion.commands import record_text
from tdcompanion.core import lin, pbn
from tdcompanion.core.board import Board
from tdcompanion.core.cards import SUITS_HIGH_FIRST, Suit
from tdcompanion.core.deal import DealDefect, Hand
from tdcompanion.core.errors import LinDecodeError, PBNDecodeError
from tdcompanion.core.safe_read import BOARD_FILE_LIMIT, read_file
from tdcompanion.core.seats import Seat

EXIT_NOT_FOUND = 1
EXIT_BAD_FILE = 2

_DEFECTS = {
    DealDefect.DUPLICATE_CARD: "card twice",
    DealDefect.TOO_MANY_CARDS: "hand over 13",
    DealDefect.TOO_FEW_CARDS: "hand under 13",
    DealDefect.CARDS_NOT_DEALT: "cards missing",
}
_WIDTH = 24  # one column of the compass diagram
_LIN_START = re.compile(rb"\s*(?:\xef\xbb\xbf)?\s*(?:[A-Za-z]{2}\||[a-z][a-z0-9+.-]*://|www\.)", re.IGNORECASE)


def add(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("pbn", help="list the boards of a PBN or LIN file, or show one board")
    p.add_argument("file", help="the PBN or LIN file (LIN: by the .lin extension or by its content)")
    p.add_argument("--board", type=int, metavar="N", help="show board N: diagram, auction and play")
    p.add_argument("--to-pbn", action="store_true", help="write the boards (all, or board N) as PBN to stdout")
    p.set_defaults(handler=run)


def is_lin(name: str, data: bytes) -> bool:
    """Whether to read ``data`` as LIN: a ``.lin`` file, or text that starts like LIN or a link."""
    if Path(name).suffix.lower() == ".lin":
        return True
    head = data[:4096]
    return _LIN_START.match(head) is not None or (b"lin=" in head.split(b"\n", 1)[0] and head.lstrip()[:1] != b"[")


def load_boards(name: str) -> list[Board]:
    """The boards of a PBN or LIN file; raises ``OSError``, ``PBNDecodeError`` or ``LinDecodeError``."""
    data = read_file(name, BOARD_FILE_LIMIT)  # not a FIFO nor a device; refused over the limit (FileRefusedError)
    if is_lin(name, data):
        return [record.board for record in lin.loads(data, filename=name)]
    return pbn.loads(data, filename=name)


def read_boards(name: str) -> list[Board] | None:
    """The boards of ``name`` (:func:`load_boards`), or ``None`` once what is wrong is said on stderr
    as ``file:line: reason`` (the caller exits with :data:`EXIT_BAD_FILE`); a file with no board in it
    (empty, or not PBN or LIN at all) is refused too."""
    try:
        boards = load_boards(name)
        if not boards:
            print(f"{name}: no boards in it: not a PBN or LIN file, or an empty one", file=sys.stderr)
            return None
        return boards
    except (PBNDecodeError, LinDecodeError) as exc:
        where = f"{exc.filename or name}:{exc.line}" if exc.line is not None else exc.filename or name
        print(f"{where}: {exc.reason}", file=sys.stderr)
    except OSError as exc:
        print(f"{name}: cannot read: {exc.strerror or exc}", file=sys.stderr)
    return None


def run(args: argparse.Namespace) -> int:
    boards = read_boards(args.file)
    if boards is None:
        return EXIT_BAD_FILE
    out = sys.stdout
    if isinstance(out, io.TextIOWrapper):
        out.reconfigure(errors="replace")  # a name the console cannot show must not stop the listing
    chosen = boards if args.board is None else [b for b in boards if b.number == args.board]
    if not chosen and args.board is not None:
        print(f"{args.file}: no board {args.board}", file=sys.stderr)
        return EXIT_NOT_FOUND
    _warn(chosen, args.file, sys.stderr)
    if args.to_pbn:
        _write_utf8(pbn.dumps(chosen), out)
    elif args.board is None:
        _list(boards, args.file, out)
    else:
        symbols = _can_print(out, "".join(s.symbol for s in Suit))
        for index, board in enumerate(chosen):
            if index:
                out.write("\n")
            _show(board, out, symbols)
    return 0


def _warn(boards: list[Board], name: str, err: TextIO) -> None:
    for board in boards:
        for line, message in record_text.warnings(board):
            err.write(f"{name}:{line}: warning: {message}\n" if line is not None else f"{name}: warning: {message}\n")


def _write_utf8(text: str, out: TextIO) -> None:
    """PBN text as UTF-8, whatever the console's encoding (names may be Greek)."""
    buffer = getattr(out, "buffer", None)
    if buffer is None:
        out.write(text)
        return
    out.flush()
    buffer.write(text.encode("utf-8"))
    buffer.flush()


def _can_print(out: TextIO, text: str) -> bool:
    try:
        text.encode(out.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def _text(value: object) -> str:
    return "" if value is None else str(value)


def defects(board: Board) -> str:
    """What is wrong with the recorded deal, in a few words (empty if nothing)."""
    words = [text for flag, text in _DEFECTS.items() if flag in board.deal.defects]
    unknown = [seat.letter for seat in Seat if board.deal[seat] is None]
    if 0 < len(unknown) < 4:
        words.append(f"{''.join(unknown)} not known")
    elif len(unknown) == 4:
        words.append("no deal")
    return ", ".join(words)


def _list(boards: list[Board], name: str, out: TextIO) -> None:
    out.write(f"{name}: {len(boards)} board{'s' if len(boards) != 1 else ''}\n")
    header = ("Board", "Dealer", "Vul", "Contract", "By", "Result", "Deal")
    rows = [
        (
            _text(b.number),
            _text(b.dealer),
            "" if b.vulnerability is None else b.vulnerability.value,
            _text(b.contract),
            _text(b.declarer),
            _text(b.result),
            defects(b),
        )
        for b in boards
    ]
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    for row in [header, *rows]:
        out.write("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() + "\n")


def _hand_lines(hand: Hand | None, symbols: bool) -> list[str]:
    if hand is None:
        return ["(not known)", "", "", ""]
    lines = []
    for suit in SUITS_HIGH_FIRST:
        ranks = "".join(r.label for r in hand.suit(suit)) or "-"
        lines.append(f"{suit.symbol if symbols else suit.letter} {ranks}")
    return lines


def _show(board: Board, out: TextIO, symbols: bool) -> None:
    vul = "?" if board.vulnerability is None else board.vulnerability.value
    out.write(f"Board {_text(board.number) or '?'}   Dealer {_text(board.dealer) or '?'}   Vul {vul}\n")
    for label, value in (("Event", board.event), ("Site", board.site), ("Date", board.date)):
        if value:
            out.write(f"{label}: {value}\n")
    if board.contract or board.declarer or board.result:
        out.write(f"Contract {_text(board.contract)} by {_text(board.declarer)}, result {_text(board.result)}\n")
    out.write("\n")

    def title(seat: Seat) -> str:
        name = board.player(seat)
        return f"{seat.letter} {name}" if name else seat.letter

    pad = " " * _WIDTH
    for line in [title(Seat.N), *_hand_lines(board.deal[Seat.N], symbols)]:
        out.write((pad + line).rstrip() + "\n")
    west = [title(Seat.W), *_hand_lines(board.deal[Seat.W], symbols)]
    east = [title(Seat.E), *_hand_lines(board.deal[Seat.E], symbols)]
    for left, right in zip(west, east, strict=True):
        out.write((left.ljust(2 * _WIDTH) + right).rstrip() + "\n")
    for line in [title(Seat.S), *_hand_lines(board.deal[Seat.S], symbols)]:
        out.write((pad + line).rstrip() + "\n")
    problems = defects(board)
    if problems:
        out.write(f"\nDeal: {problems}\n")
    _show_auction(board, out, symbols)
    _show_play(board, out, symbols)


def _show_auction(board: Board, out: TextIO, symbols: bool) -> None:
    section = board.auction_section
    if section is None:
        return
    try:
        auction = pbn.auction_of(board)
    except PBNDecodeError:
        _show_raw("Auction", section, out)  # the reason is among the warnings
        return
    assert auction is not None
    out.write("\nAuction:\n" + "\n".join(record_text.auction_lines(auction, symbols)) + "\n")


def _show_play(board: Board, out: TextIO, symbols: bool) -> None:
    section = board.play_section
    if section is None:
        return
    try:
        play = pbn.play_of(board)
    except PBNDecodeError:
        _show_raw("Play", section, out)
        return
    if play is None:
        return
    contract = record_text.contract_text(play.contract, symbols)
    leader = play.events[0].seat.letter if play.events else play.contract.opening_leader.letter
    out.write(f"\nPlay ({contract}, {leader} leads):\n" + "\n".join(record_text.play_lines(play, symbols)) + "\n")


def _show_raw(name: str, section: pbn.PbnSection, out: TextIO) -> None:
    text = textwrap.fill(" ".join(section.tokens), width=72, initial_indent="  ", subsequent_indent="  ")
    out.write(f"\n{name} ({section.value}), as written (it cannot be read):\n{text}\n")
    for note in section.notes:
        out.write(f"  Note {note}\n")
