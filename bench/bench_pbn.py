"""Throughput of the PBN reader (a plain script, not a test).

    python bench/bench_pbn.py [--repeat N] [--size-mb MB] [--endplay PYTHON]

1. Parses the largest real file in tests/data/pbn N times; reports boards/s and MB/s.
2. Writes a synthetic file of about 2 MB (random deals with auctions, notes, legal play
   and tables, written with ``pbn.dumps``) and times parsing it (best of 3), then turning
   every Auction and Play section into core objects (``pbn.auction_of`` + ``pbn.play_of``).
3. If a Python with endplay installed is given (``--endplay PYTHON``, or the environment variable
   ``TDCOMPANION_ENDPLAY_PYTHON``, else this Python when it can import endplay: the optional extra
   ``pip install .[dds]``), times ``endplay.parsers.pbn.load`` on the
   same file in a subprocess and reports the ratios. endplay's reader also turns auctions
   and play into objects, so parse + objects is the like-for-like comparison; the parse
   alone is given too.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tdcompanion.core import pbn  # noqa: E402
from tdcompanion.core.board import Board, PbnSection, PbnTag  # noqa: E402
from tdcompanion.core.calls import Strain  # noqa: E402
from tdcompanion.core.cards import FULL_PACK, Card, Suit  # noqa: E402
from tdcompanion.core.deal import Deal, Hand  # noqa: E402
from tdcompanion.core.play import Play  # noqa: E402
from tdcompanion.core.seats import Seat  # noqa: E402
from tdcompanion.core.tricks import TrickCard, trick_winner  # noqa: E402

DATA = ROOT / "tests" / "data" / "pbn"
ENDPLAY_ENV = "TDCOMPANION_ENDPLAY_PYTHON"
DENOMINATIONS = ("C", "D", "H", "S", "NT")

ENDPLAY_SCRIPT = """
import sys, time
from endplay.parsers import pbn
best = None
for _ in range(int(sys.argv[2])):
    start = time.perf_counter()
    with open(sys.argv[1], encoding="utf-8") as fp:
        boards = pbn.load(fp)
    elapsed = time.perf_counter() - start
    best = elapsed if best is None else min(best, elapsed)
print(len(boards), best)
"""


def best_time(func: Callable[[], object], repeat: int) -> tuple[float, float]:
    """Best wall-clock and best CPU time of ``repeat`` runs (the machine may be busy with other work)."""
    best = best_cpu = float("inf")
    for _ in range(repeat):
        start, cpu = time.perf_counter(), time.process_time()
        func()
        best = min(best, time.perf_counter() - start)
        best_cpu = min(best_cpu, time.process_time() - cpu)
    return best, best_cpu


def random_auction(rng: random.Random) -> tuple[list[str], list[str], str, str]:
    """Calls ending in three passes, some alerted with a note; returns calls, notes, contract, declarer offset."""
    calls: list[str] = []
    notes: list[str] = []
    level, denomination = 1, -1
    last_bidder = 0
    while level <= 7 and rng.random() < 0.8:
        calls.extend(["Pass"] * rng.randint(0, 2))
        step = rng.randint(1, 3)
        denomination += step
        level += denomination // 5
        denomination %= 5
        if level > 7:
            break
        last_bidder = len(calls)
        calls.append(f"{level}{DENOMINATIONS[denomination]}")
        if rng.random() < 0.15:
            notes.append(f"{len(notes) + 1}:artificial, {rng.randint(5, 7)}+ cards")
            calls.append(f"={len(notes)}=")
        if rng.random() < 0.1:
            calls.append("X")
    if not any(c[0].isdigit() for c in calls):
        return ["Pass"] * 4, [], "Pass", ""
    calls.extend(["Pass"] * 3)
    contract = next(c for c in reversed(calls) if c[0].isdigit())
    return calls, notes, contract, str(sum(1 for c in calls[:last_bidder] if not c.startswith("=")) % 4)


def random_play(deal: Deal, leader: Seat, trump: Suit | None, rng: random.Random) -> list[str]:
    """3 to 13 tricks of legal play (following suit; the winner leads next), written as PBN
    writes them: one line a trick, cards by seat from the opening leader."""
    hands: dict[Seat, list[Card]] = {s: list(deal[s] or ()) for s in Seat}
    columns = leader.rotation()
    tricks = rng.randint(3, 13)
    lines = []
    for _ in range(tricks):
        trick: list[TrickCard] = []
        for seat in leader.rotation():
            hand = hands[seat]
            follow = [c for c in hand if c.suit is trick[0].card.suit] if trick else []
            card = rng.choice(follow or hand)
            hand.remove(card)
            trick.append(TrickCard(seat, card))
        by_seat = {tc.seat: tc.card for tc in trick}
        lines.append(" ".join(by_seat[seat].pbn for seat in columns))
        leader = trick_winner(trick, trump)
    return [*lines, "*"] if tricks < 13 else lines


def synthetic_boards(size_bytes: int, seed: int = 2024) -> list[Board]:
    rng = random.Random(seed)
    boards: list[Board] = []
    written = 0
    number = 0
    while written < size_bytes:
        number += 1
        pack = list(FULL_PACK)
        rng.shuffle(pack)
        deal = Deal((Hand(pack[0:13]), Hand(pack[13:26]), Hand(pack[26:39]), Hand(pack[39:52])))
        board = Board.standard((number - 1) % 32 + 1, deal)
        assert board.dealer is not None
        calls, notes, contract, offset = random_auction(rng)
        declarer = "" if not offset else Seat((board.dealer + int(offset)) % 4).letter
        auction_lines = [" ".join(calls[i : i + 4]) for i in range(0, len(calls), 4)]
        play = None
        if declarer:
            leader = Seat.parse(declarer).lho
            trump = Strain.parse(contract.lstrip("1234567")).suit
            play = PbnSection(leader.letter, tuple(random_play(deal, leader, trump, rng)))
        table = tuple(f"{s} {d:>2} {rng.randint(0, 13):>2}" for s in "NESW" for d in DENOMINATIONS)
        board = Board(
            number=board.number, deal=deal, dealer=board.dealer, vulnerability=board.vulnerability,
            event="Synthetic Championship", site="Benchmark", date="2024.01.01",
            players=("North Player", "East Player", "South Player", "West Player"),
            declarer=declarer, contract=contract, result=str(rng.randint(6, 13)) if declarer else "",
            auction_section=PbnSection(board.dealer.letter, tuple(auction_lines), tuple(notes)),
            play_section=play,
            extra_tags=(
                PbnTag("Room", rng.choice(["Open", "Closed"])), PbnTag("Score", f"NS {rng.randint(-20, 20) * 10}"),
                PbnTag("OptimumResultTable", "Declarer;Denomination\\2R;Result\\2R", table),
            ),
        )  # fmt: skip
        boards.append(board)
        written += len(pbn.dumps([board]))
    return boards


def records(boards: list[Board]) -> tuple[int, int, int]:
    """Every Auction and Play section as core objects; returns the auctions, plays and cards made."""
    auctions = plays = cards = 0
    for board in boards:
        if pbn.auction_of(board) is not None:
            auctions += 1
        play = pbn.play_of(board)
        if play is not None:
            plays += 1
            cards += sum(isinstance(event, Play) for event in play.events)
    return auctions, plays, cards


def endplay_python() -> str | None:
    """The Python to time endplay with: the environment variable's, else this one if it has endplay."""
    import importlib.util

    given = os.environ.get(ENDPLAY_ENV)
    if given:
        return given
    return sys.executable if importlib.util.find_spec("endplay") is not None else None


def run_endplay(python: str | None, path: Path, repeat: int) -> tuple[int, float] | None:
    if python is None or not Path(python).exists():
        return None
    env = {**os.environ, "MPLBACKEND": "Agg"}
    done = subprocess.run([python, "-c", ENDPLAY_SCRIPT, str(path), str(repeat)],
                          capture_output=True, text=True, env=env, timeout=600, check=False)  # fmt: skip
    if done.returncode != 0:
        print(f"  endplay failed: {done.stderr.strip().splitlines()[-1:]}")
        return None
    count, seconds = done.stdout.split()
    return int(count), float(seconds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=200, help="parses of the real file (default 200)")
    parser.add_argument("--size-mb", type=float, default=2.0, help="size of the synthetic file (default 2)")
    parser.add_argument("--endplay", default=endplay_python(),
                        help=f"a Python with endplay installed (default: ${ENDPLAY_ENV}, else this one if it has it)")
    args = parser.parse_args()

    real = max(DATA.glob("*.pbn"), key=lambda p: p.stat().st_size)
    data = real.read_bytes()
    count = len(pbn.loads(data))
    start, cpu = time.perf_counter(), time.process_time()
    for _ in range(args.repeat):
        pbn.loads(data)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    mb = len(data) * args.repeat / 1e6
    print(f"{real.name}: {count} boards, {len(data) / 1e3:.1f} kB, parsed {args.repeat} times "
          f"in {elapsed:.2f} s ({cpu:.2f} s CPU)")  # fmt: skip
    print(f"  {count * args.repeat / elapsed:,.0f} boards/s, {mb / elapsed:.2f} MB/s "
          f"(by CPU time: {count * args.repeat / cpu:,.0f} boards/s, {mb / cpu:.2f} MB/s)")  # fmt: skip

    start = time.perf_counter()
    boards = synthetic_boards(int(args.size_mb * 1e6))
    text = pbn.dumps(boards)
    made = time.perf_counter() - start
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "synthetic.pbn"
        path.write_text(text, encoding="utf-8")
        raw = path.read_bytes()
        parsed = pbn.loads(raw)
        assert parsed == boards, "the synthetic file did not read back as written"
        ours, ours_cpu = best_time(lambda: pbn.loads(raw), 3)
        objects, objects_cpu = best_time(lambda: records(parsed), 3)
        auctions, plays, cards = records(parsed)
        write, write_cpu = best_time(lambda: pbn.dumps(parsed), 3)
        print(f"synthetic: {len(boards)} boards, {len(raw) / 1e6:.2f} MB (made and written in {made:.2f} s)")
        print(f"  parse {ours:.3f} s ({ours_cpu:.3f} s CPU): {len(boards) / ours:,.0f} boards/s, "
              f"{len(raw) / 1e6 / ours:.2f} MB/s")  # fmt: skip
        print(f"  auction_of + play_of {objects:.3f} s ({objects_cpu:.3f} s CPU): {auctions} auctions, "
              f"{plays} plays ({cards} cards), {len(boards) / objects:,.0f} boards/s")  # fmt: skip
        both = ours + objects
        print(f"  parse + objects {both:.3f} s ({ours_cpu + objects_cpu:.3f} s CPU): "
              f"{len(boards) / both:,.0f} boards/s")  # fmt: skip
        print(f"  write {write:.3f} s ({write_cpu:.3f} s CPU): {len(boards) / write:,.0f} boards/s")
        theirs = run_endplay(args.endplay, path, 3)
        if theirs is None:
            print(f"  endplay: not available (give --endplay PYTHON or set {ENDPLAY_ENV})")
        else:
            their_count, their_time = theirs
            print(f"  endplay.parsers.pbn.load (parse + auction and play objects): {their_count} boards "
                  f"in {their_time:.3f} s")  # fmt: skip
            print(f"  ratio ours/theirs, parse + objects: {both / their_time:.2f}  "
                  f"(endplay {their_time / both:.1f}x our time)")  # fmt: skip
            print(f"  ratio ours/theirs, parse only:      {ours / their_time:.2f}  "
                  f"(endplay {their_time / ours:.1f}x our time)")  # fmt: skip


if __name__ == "__main__":
    main()
