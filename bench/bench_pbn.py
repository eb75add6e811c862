"""PBN reading against endplay, in one process (a plain script, not a test).

    python bench/bench_pbn.py [--rounds N] [--size-mb MB] [--dir DIR] [--no-keep]

Two files of about 2 MB are read:

* ``real``: copies of the boards of the real files in ``DIR`` (default: the shared folder
  ``../shared/pbn`` beside the repository, else ``tests/data/pbn``), whole files one after the other,
  each copy's board numbers moved on past the last copy's, until the size is reached;
* ``synthetic``: random deals with complete auctions (notes and alerts), legal play of 3 to 13 tricks
  and tables, written with ``pbn.dumps`` (more play per board than the real files).

Each file is read from disk by us and by endplay's ``endplay.parsers.pbn.load`` (the anchor; it also
turns every auction and play into objects) in interleaved rounds (ours, theirs, ours, theirs ...), and
the medians are compared. Four figures of ours, each against the same anchor:

* ``parse``: ``pbn.load``, tags and sections only;
* ``objects``: ``pbn.load`` and, for every board, ``pbn.auction_of`` and ``pbn.read_play`` as the app
  reads a file (``tdcompanion/app/board_files.py``: an unreadable section is caught and kept as a
  problem). The objects are as the readers return them: every call and card checked (an impossible card
  raises, as always), the auction's replay made when its passes were added, a play's states built the
  first time they are asked for;
* ``in_app``: ``objects`` with the cyclic garbage collector paused, as File > Open builds them (its
  reading thread runs so, ``tdcompanion/app/board_loader.py``): what the Director waits for;
* ``replayed``: ``objects``, and then every object's replay asked for to the end: the auction's contract
  and irregularities, the play's final state (hands, tricks, result) and irregularities. This is the
  figure that forces the full replay.

Ratios are endplay's median time over ours (above 1: we are faster). The figures are kept with
``bench/_results.py`` in ``bench/results/bench_pbn.jsonl``.
"""

from __future__ import annotations

import argparse
import gc
import random
import re
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from _results import keep  # noqa: E402

from tdcompanion.core import pbn  # noqa: E402
from tdcompanion.core.auction import Auction  # noqa: E402
from tdcompanion.core.board import Board, PbnSection, PbnTag  # noqa: E402
from tdcompanion.core.bulk import collector_paused  # noqa: E402
from tdcompanion.core.calls import Strain  # noqa: E402
from tdcompanion.core.cards import FULL_PACK, Card, Suit  # noqa: E402
from tdcompanion.core.deal import Deal, Hand  # noqa: E402
from tdcompanion.core.errors import PBNDecodeError  # noqa: E402
from tdcompanion.core.play import PlayRecord  # noqa: E402
from tdcompanion.core.seats import Seat  # noqa: E402
from tdcompanion.core.tricks import TrickCard, trick_winner  # noqa: E402

SHARED = ROOT.parent / "shared" / "pbn"
DATA = ROOT / "tests" / "data" / "pbn"
DENOMINATIONS = ("C", "D", "H", "S", "NT")
_BOARD_TAG = re.compile(r'^\[Board "([0-9]+)"\]', re.MULTILINE)


def real_text(folder: Path, size_bytes: int) -> str:
    """Whole copies of the ``*.pbn`` files in ``folder``, board numbers moved on copy after copy, up to the size."""
    files = [path.read_text(encoding="utf-8-sig") for path in sorted(folder.glob("*.pbn"))]
    parts: list[str] = []
    written = offset = 0
    while written < size_bytes:
        for text in files:
            top = max((int(n) for n in _BOARD_TAG.findall(text)), default=0)
            copy = _BOARD_TAG.sub(lambda m, base=offset: f'[Board "{int(m.group(1)) + base}"]', text)
            parts.append(copy.rstrip("\n") + "\n\n")
            written += len(parts[-1].encode("utf-8"))
            offset += top
            if written >= size_bytes:
                break
    return "".join(parts)


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


def read_as_app(boards: list[Board]) -> list[tuple[Auction | None, PlayRecord | None, int]]:
    """Every board's auction and play as ``board_files._with_record`` reads them (errors kept, not raised)."""
    records: list[tuple[Auction | None, PlayRecord | None, int]] = []
    for board in boards:
        problems = 0
        auction = play = None
        try:
            auction = pbn.auction_of(board)
        except PBNDecodeError:
            problems += 1
        try:
            reading = pbn.read_play(board)
        except PBNDecodeError:
            problems += 1
        else:
            if reading is not None:
                play = reading.play
                problems += len(reading.warnings)
        records.append((auction, play, problems))
    return records


def replay_all(records: list[tuple[Auction | None, PlayRecord | None, int]]) -> int:
    """Ask every object for its replay to the end; returns the cards played (a check that all was read)."""
    cards = 0
    for auction, play, _ in records:
        if auction is not None:
            auction.contract()
            auction.irregularities()
        if play is not None:
            state = play.state
            play.irregularities()
            cards += sum(len(trick.cards) for trick in state.tricks)
    return cards


def ours_parse(path: Path) -> object:
    with path.open("rb") as fp:
        return pbn.load(fp)


def ours_objects(path: Path) -> object:
    with path.open("rb") as fp:
        return read_as_app(pbn.load(fp))


def ours_in_app(path: Path) -> object:
    """As File > Open builds them: the reading thread runs with the collector paused (app/board_loader.py)."""
    with collector_paused(), path.open("rb") as fp:
        return read_as_app(pbn.load(fp))


def ours_replayed(path: Path) -> object:
    with path.open("rb") as fp:
        return replay_all(read_as_app(pbn.load(fp)))


def theirs(path: Path) -> object:
    from endplay.parsers import pbn as endplay_pbn

    with path.open(encoding="utf-8") as fp:
        return endplay_pbn.load(fp)


def interleaved(runs: dict[str, Callable[[], object]], rounds: int) -> dict[str, float]:
    """Median seconds of each run, timed in turn round after round (a busy machine slows all alike)."""
    times: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(rounds):
        for name, run in runs.items():
            gc.collect()
            start = time.perf_counter()
            run()
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(values) for name, values in times.items()}


def compare(label: str, path: Path, rounds: int) -> dict[str, float]:
    """Time ours against endplay on ``path``; print and return the figures."""
    boards = pbn.load(path.open("rb"))
    records = read_as_app(boards)
    cards = replay_all(records)
    auctions = sum(a is not None for a, _, _ in records)
    plays = sum(p is not None for _, p, _ in records)
    problems = sum(n for _, _, n in records)
    their_boards = theirs(path)
    assert isinstance(their_boards, list)
    size = path.stat().st_size
    print(f"{label}: {size / 1e6:.2f} MB, {len(boards)} boards ({len(their_boards)} for endplay), "
          f"{auctions} auctions, {plays} plays ({cards} cards in quitted tricks), {problems} problems")  # fmt: skip
    medians = interleaved({
        "parse": lambda: ours_parse(path),
        "endplay": lambda: theirs(path),
        "objects": lambda: ours_objects(path),
        "in_app": lambda: ours_in_app(path),
        "replayed": lambda: ours_replayed(path),
    }, rounds)  # fmt: skip
    anchor = medians["endplay"]
    print(f"  endplay.parsers.pbn.load (parse + auction and play objects): {anchor * 1000:7.1f} ms   (anchor)")
    figures: dict[str, float] = {f"{label}_endplay_ms": anchor * 1000}
    for name, what in (("parse", "pbn.load (tags and sections)"),
                       ("objects", "+ auction_of + read_play (objects as built)"),
                       ("in_app", "the same, collector paused as File > Open reads"),
                       ("replayed", "+ every replay to the end (forces the full replay)")):  # fmt: skip
        ours = medians[name]
        print(f"  {what:<52} {ours * 1000:7.1f} ms   endplay/ours {anchor / ours:5.2f}x")
        figures[f"{label}_{name}_ms"] = ours * 1000
        figures[f"{label}_{name}_ratio"] = anchor / ours
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds (default 7; medians)")
    parser.add_argument("--size-mb", type=float, default=2.0, help="size of each file (default 2)")
    parser.add_argument("--dir", type=Path, default=SHARED if SHARED.is_dir() else DATA,
                        help="folder of real PBN files to copy (default ../shared/pbn, else tests/data/pbn)")
    parser.add_argument("--no-keep", action="store_true", help="do not add this run to bench/results")
    args = parser.parse_args()
    try:
        import endplay.parsers.pbn  # noqa: F401
    except ImportError:
        sys.exit("endplay is needed as the anchor: pip install -e '.[analysis]'")

    import tempfile

    size = int(args.size_mb * 1e6)
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        real = Path(tmp) / "real.pbn"
        real.write_text(real_text(args.dir, size), encoding="utf-8")
        figures |= compare("real", real, args.rounds)
        boards = synthetic_boards(size)
        synthetic = Path(tmp) / "synthetic.pbn"
        synthetic.write_text(pbn.dumps(boards), encoding="utf-8")
        assert pbn.load(synthetic.open("rb")) == boards, "the synthetic file did not read back as written"
        figures |= compare("synthetic", synthetic, args.rounds)
    if not args.no_keep:
        keep("bench_pbn", figures)


if __name__ == "__main__":
    main()
