"""LIN reading against endplay, in one process (a plain script, not a test).

    python bench/bench_lin.py [--boards N] [--rounds N] [--no-keep]

Writes ``N`` boards (default 800) as BBO writes a hand-record download (``pn|...|st||md|...|rh||ah|Board n|sv|..|``,
calls with alerts and explanations, each trick's cards, ``mc`` for a claim): the synthetic deals of
``bench_pbn`` (random deals, complete auctions, legal play of 3 to 13 tricks, and a claim of the rest when
the play stops early). Then reads the text with ``core.lin.loads`` (a board, its auction and play objects,
and its PBN Auction and Play sections) and with endplay's ``endplay.parsers.lin.loads`` (the anchor: boards
with auction and play), in interleaved rounds (ours, theirs, ...), and compares the medians. Our reader
checks every call and card when it reads them; a play's states are built when asked for, so a second
figure asks every record for its final state and irregularities (the full replay).

Figures kept in ``bench/results/bench_lin.jsonl`` (``bench/_results.py``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _results import keep
from bench_pbn import interleaved, synthetic_boards

from tdcompanion.core import lin, pbn
from tdcompanion.core.board import Board, Vulnerability
from tdcompanion.core.calls import Bid, CallKind
from tdcompanion.core.cards import SUITS_HIGH_FIRST
from tdcompanion.core.play import Claim, Play

_LIN_SEATS = "SWNE"  # LIN lists seats from South
_DEALER_DIGIT = {"S": "1", "W": "2", "N": "3", "E": "4"}
_VUL = {Vulnerability.NONE: "o", Vulnerability.NS: "n", Vulnerability.EW: "e", Vulnerability.BOTH: "b"}
_CALL = {CallKind.PASS: "p", CallKind.DOUBLE: "d", CallKind.REDOUBLE: "r"}


def lin_board(board: Board) -> str:
    """One board as a BBO hand-record line."""
    from tdcompanion.core.seats import Seat

    assert board.dealer is not None and board.number is not None and board.vulnerability is not None
    hands = []
    for letter in _LIN_SEATS:
        hand = board.deal[Seat.parse(letter)]
        assert hand is not None
        hands.append("".join(suit.letter + hand.suit_text(suit) for suit in SUITS_HIGH_FIRST))
    names = ",".join(board.players[Seat.parse(letter)] or "" for letter in _LIN_SEATS)
    parts = [f"pn|{names}|st||md|{_DEALER_DIGIT[board.dealer.letter]}{','.join(hands)}|rh||ah|Board {board.number}|"
             f"sv|{_VUL[board.vulnerability]}|"]  # fmt: skip
    auction = pbn.auction_of(board)
    assert auction is not None
    for entry in auction.entries:
        call = entry.call
        text = f"{call.level}{call.strain.letter[0]}" if isinstance(call, Bid) else _CALL[call.kind]
        parts.append(f"mb|{text}{'!' if entry.alerted else ''}|")
        if entry.explanation:
            parts.append(f"an|{entry.explanation}|")
    parts.append("pg||")
    play = pbn.play_of(board)
    played = 0
    for event in play.events if play is not None else ():
        if isinstance(event, Play):
            parts.append(f"pc|{event.card.pbn}|")
            played += 1
            if played % 4 == 0:
                parts.append("pg||")
        elif isinstance(event, Claim) and play is not None:
            parts.append(f"mc|{play.result}|")
    return "".join(parts)


def lin_text(count: int) -> str:
    boards = synthetic_boards(int(count * 800))[:count]
    assert len(boards) == count, "the synthetic file gave too few boards"
    return "\n".join(lin_board(b) for b in boards) + "\n"


def ours(text: str) -> object:
    return lin.loads(text)


def ours_replayed(text: str) -> object:
    boards = lin.loads(text)
    for board in boards:
        if board.auction is not None:
            board.auction.irregularities()
        if board.play is not None:
            board.play.state  # noqa: B018 - asked for, to replay
            board.play.irregularities()
    return boards


def theirs(text: str) -> object:
    from endplay.parsers import lin as endplay_lin

    return endplay_lin.loads(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--boards", type=int, default=800, help="boards in the LIN text (default 800)")
    parser.add_argument("--rounds", type=int, default=9, help="interleaved rounds (default 9; medians)")
    parser.add_argument("--no-keep", action="store_true", help="do not add this run to bench/results")
    args = parser.parse_args()
    try:
        import endplay.parsers.lin  # noqa: F401
    except ImportError:
        sys.exit("endplay is needed as the anchor: pip install -e '.[analysis]'")
    text = lin_text(args.boards)
    read = lin.loads(text)
    their_boards = theirs(text)
    assert isinstance(their_boards, list)
    plays = sum(b.play is not None for b in read)
    cards = sum(len(b.plays) for b in read)
    print(f"LIN: {len(text) / 1e3:.0f} kB, {len(read)} boards ({len(their_boards)} for endplay), "
          f"{plays} plays, {cards} cards")  # fmt: skip
    medians = interleaved({"ours": lambda: ours(text), "endplay": lambda: theirs(text),
                           "replayed": lambda: ours_replayed(text)}, args.rounds)  # fmt: skip
    anchor = medians["endplay"]
    print(f"  endplay.parsers.lin.loads (boards, auction and play):   {anchor * 1000:7.1f} ms   (anchor)")
    figures = {"endplay_ms": anchor * 1000}
    for name, what in (("ours", "lin.loads (objects as built, PBN sections)"),
                       ("replayed", "+ every replay to the end (forces the full replay)")):  # fmt: skip
        print(f"  {what:<54} {medians[name] * 1000:7.1f} ms   endplay/ours {anchor / medians[name]:5.2f}x")
        figures[f"{name}_ms"] = medians[name] * 1000
        figures[f"{name}_ratio"] = anchor / medians[name]
    if not args.no_keep:
        keep("bench_lin", figures)


if __name__ == "__main__":
    main()
