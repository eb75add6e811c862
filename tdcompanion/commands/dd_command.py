"""``tdcompanion dd FILE [--board N] [--play]``: double-dummy tables of the boards of a PBN or LIN file.

Prints, for each board (or board N), declarer's tricks for every seat and strain; with
``--play``, declarer's double-dummy total at each point of the recorded play, marking the
cards that changed it (the side that lost the trick). Needs the optional solver
(``pip install "tdcompanion[analysis]"``): without it, says so and exits with status 2, as
for a file that cannot be read. A board whose deal cannot be solved (a hand missing, a
defective deal) is reported and skipped.

Headless: the core, and endplay through the analysis layer, loaded only when asked for.
"""

from __future__ import annotations

import argparse
import io
import sys
from typing import TextIO

from tdcompanion.analysis import INSTALL_HINT, Solver, SolverMissing
from tdcompanion.commands.pbn_command import EXIT_BAD_FILE, EXIT_NOT_FOUND, read_boards
from tdcompanion.core import pbn
from tdcompanion.core.board import Board
from tdcompanion.core.double_dummy import STRAINS, DDTable, PlayAnalysis, analyse
from tdcompanion.core.errors import InputError
from tdcompanion.core.seats import Seat

EXIT_NO_SOLVER = 2


def add(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("dd", help="double-dummy tables of the boards of a PBN or LIN file (needs endplay)")
    p.add_argument("file", help="the PBN or LIN file")
    p.add_argument("--board", type=int, metavar="N", help="only board N")
    p.add_argument("--play", action="store_true", help="also declarer's double-dummy total after each card played")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    boards = read_boards(args.file)
    if boards is None:
        return EXIT_BAD_FILE
    chosen = boards if args.board is None else [b for b in boards if b.number == args.board]
    if not chosen:  # a file with no board at all is refused by read_boards
        print(f"{args.file}: no board {args.board}", file=sys.stderr)
        return EXIT_NOT_FOUND
    try:
        from tdcompanion.analysis.endplay_solver import EndplaySolver  # loads endplay (about a second)

        solver = EndplaySolver()
    except SolverMissing as exc:
        detail = f" ({exc.detail})" if exc.detail else ""
        print(f"double-dummy analysis needs the endplay package{detail}; install it with:\n  {INSTALL_HINT}",
              file=sys.stderr)  # fmt: skip
        return EXIT_NO_SOLVER
    out = sys.stdout
    if isinstance(out, io.TextIOWrapper):
        out.reconfigure(errors="replace")
    for index, board in enumerate(chosen):
        if index:
            out.write("\n")
        _board(board, solver, args.play, out)
    return 0


def _board(board: Board, solver: Solver, with_play: bool, out: TextIO) -> None:
    out.write(f"Board {board.number if board.number is not None else '?'}\n")
    try:
        table = solver.dd_table(board.deal)
    except InputError as exc:
        out.write(f"  not analysed: {exc}\n")
        return
    out.write(table_text(table))
    if not with_play:
        return
    try:
        play = pbn.play_of(board)
    except InputError as exc:
        out.write(f"  play not analysed: {exc}\n")
        return
    if play is None:
        out.write("  no play recorded\n")
        return
    analysis = analyse(play, solver.side_tricks)
    assert analysis is not None  # never cancelled here
    out.write(play_text(analysis))


def table_text(table: DDTable) -> str:
    """The table as rows N, S, E, W and columns C, D, H, S, NT (ASCII)."""
    lines = ["      " + "".join(f"{s.letter:>4}" for s in STRAINS)]
    for seat in (Seat.N, Seat.S, Seat.E, Seat.W):
        lines.append(f"  {seat.letter:<4}" + "".join(f"{table.tricks(seat, s):>4}" for s in STRAINS))
    return "\n".join(lines) + "\n"


def play_text(analysis: PlayAnalysis) -> str:
    """Declarer's total before the opening lead and after each card; changes marked with the side that erred."""
    contract = analysis.contract
    lines = [f"  {contract.pbn} by {contract.declarer.letter}: declarer's double-dummy tricks"]
    for index, point in enumerate(analysis.points):
        total = "-" if point.total is None else str(point.total)
        if point.card is None or point.seat is None:
            lines.append(f"  start        {total:>3}")
            continue
        what = f"{point.seat.letter} {point.card.pbn}" + (" back" if point.retracted else "")
        change, side = analysis.change(index), analysis.erring_side(index)
        mark = f"  {change:+d} ({side} error)" if change and side is not None else ""
        lines.append(f"  {point.trick:>2} {what:<9} {total:>3}{mark}")
    if analysis.claimed:
        lines.append("  (the analysis stops at the claim)")
    return "\n".join(lines) + "\n"
