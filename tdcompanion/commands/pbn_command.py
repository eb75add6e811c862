"""``tdcompanion pbn FILE [--board N]``: list the boards of a PBN file, or show one as a diagram.

Headless: imports only the core. A file that cannot be read prints ``file:line: what is
wrong`` to stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from typing import TextIO

from tdcompanion.core import pbn
from tdcompanion.core.board import Board
from tdcompanion.core.cards import SUITS_HIGH_FIRST, Suit
from tdcompanion.core.deal import DealDefect, Hand
from tdcompanion.core.errors import PBNDecodeError
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


def add(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("pbn", help="list the boards of a PBN file, or show one board")
    p.add_argument("file", help="the PBN file")
    p.add_argument("--board", type=int, metavar="N", help="show board N as a diagram")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    try:
        with open(args.file, "rb") as fp:
            boards = pbn.load(fp)
    except PBNDecodeError as exc:
        where = f"{exc.filename or args.file}:{exc.line}" if exc.line is not None else exc.filename or args.file
        print(f"{where}: {exc.reason}", file=sys.stderr)
        return EXIT_BAD_FILE
    except OSError as exc:
        print(f"{args.file}: cannot read: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    out = sys.stdout
    if args.board is None:
        _list(boards, args.file, out)
        return 0
    chosen = [b for b in boards if b.number == args.board]
    if not chosen:
        print(f"{args.file}: no board {args.board}", file=sys.stderr)
        return EXIT_NOT_FOUND
    symbols = _can_print(out, "".join(s.symbol for s in Suit))
    for index, board in enumerate(chosen):
        if index:
            out.write("\n")
        _show(board, out, symbols)
    return 0


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
    for name, section in (("Auction", board.auction_section), ("Play", board.play_section)):
        if section is not None:
            text = textwrap.fill(" ".join(section.tokens), width=72, initial_indent="  ", subsequent_indent="  ")
            out.write(f"\n{name} ({section.value}):\n{text}\n")
            for note in section.notes:
                out.write(f"  Note {note}\n")
