"""How much of real PBN files the record reader turns into objects (a plain script, not a test).

    python bench/bench_pbn_coverage.py [--dir DIR] [--no-fallback] [--reordered]

For every ``*.pbn`` in ``DIR`` (default: the shared folder ``../shared/pbn`` beside the repository),
reports the boards with an Auction section whose auction was read, the boards with a Play section
whose play was read (each with its share), and how many plays were read only in the order played
(the fallback for files that list each trick from its leader rather than by seat).
``--no-fallback`` counts those plays as refused: the reader as it was before the fallback.
``--reordered`` first writes every play the reader reads again in the order played (each trick's line
from its leader, as many programs write it), to try the fallback on real deals.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dataclasses import replace  # noqa: E402

from bench._results import keep  # noqa: E402
from tdcompanion.core import pbn  # noqa: E402
from tdcompanion.core.board import Board  # noqa: E402
from tdcompanion.core.errors import PBNDecodeError  # noqa: E402
from tdcompanion.core.play import Play  # noqa: E402

SHARED = ROOT.parent / "shared" / "pbn"


def coverage(boards: list[Board], fallback: bool) -> tuple[int, int, int, int, int]:
    """Auction sections and those read; Play sections, those read, those read in the order played."""
    auctions = auctions_read = plays = plays_read = in_order = 0
    for board in boards:
        if board.auction_section is not None:
            auctions += 1
            try:
                pbn.auction_of(board)
                auctions_read += 1
            except PBNDecodeError:
                pass
        if board.play_section is not None:
            plays += 1
            try:
                reading = pbn.read_play(board)
            except PBNDecodeError:
                continue
            warned = reading is not None and bool(reading.warnings)
            if warned and not fallback:
                continue
            plays_read += 1
            in_order += warned
    return auctions, auctions_read, plays, plays_read, in_order


def reordered(board: Board) -> Board:
    """``board`` with its Play section written in the order played, when its play reads and is plain cards."""
    section = board.play_section
    try:
        play = pbn.play_of(board)
    except PBNDecodeError:
        return board
    if section is None or play is None:
        return board
    state = play.state
    tricks = [*state.tricks, *([state.current] if state.current is not None and state.current.cards else [])]
    if sum(len(t.cards) for t in tricks) != sum(isinstance(e, Play) for e in play.events):
        return board  # a card taken back or exposed: left as written
    lines = tuple(" ".join(tc.card.pbn for tc in trick.cards) for trick in tricks)
    return replace(board, play_section=replace(section, lines=lines, notes=()))


def share(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.0f}%)" if whole else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", type=Path, default=SHARED, help=f"the folder of PBN files (default {SHARED})")
    parser.add_argument("--no-fallback", action="store_true", help="count plays read in the order played as refused")
    parser.add_argument("--reordered", action="store_true", help="write every readable play in the order played first")
    args = parser.parse_args()
    paths = sorted(args.dir.glob("*.pbn"))
    if not paths:
        parser.error(f"no .pbn file in {args.dir}")
    totals = [0] * 5
    print(f"{'file':<26} {'boards':>6}  {'auctions read':<15} {'plays read':<15} in order played")
    for path in paths:
        try:
            boards = pbn.loads(path.read_bytes(), filename=str(path))
        except PBNDecodeError as exc:
            print(f"{path.name:<26} cannot be read: {exc}")
            continue
        if args.reordered:
            boards = [reordered(b) for b in boards]
        counts = coverage(boards, fallback=not args.no_fallback)
        totals = [t + c for t, c in zip(totals, counts, strict=True)]
        a, ar, p, pr, o = counts
        print(f"{path.name:<26} {len(boards):>6}  {share(ar, a):<15} {share(pr, p):<15} {o}")
    a, ar, p, pr, o = totals
    print(f"{'all':<26} {'':>6}  {share(ar, a):<15} {share(pr, p):<15} {o}")
    keep("bench_pbn_coverage", {"auctions": a, "auctions read": ar, "plays": p, "plays read": pr,
                                "plays read in order played": o, "auctions read share": ar / a if a else 0.0,
                                "plays read share": pr / p if p else 0.0})  # fmt: skip


if __name__ == "__main__":
    main()
