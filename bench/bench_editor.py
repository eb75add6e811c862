"""How long from an edit until every view of the board has updated (target: one frame, 16 ms).

An edit goes through the document (as typing, the palette, a paste, the bidding box,
a click on a card or Edit > Undo do); the clock stops when the event loop has
delivered every signal, layout and repaint. Every view of the board in ``VIEWS`` is
shown at once, each in its own window, following one :class:`BoardDocument` as the
main window's workspace wires them: the hand editor (deal and palette models), the
auction view (auction model, bidding box) and the play table (play model, hands,
trick). The auction and play edits run on a full deal with its auction and 13 tricks
played (one revoke among them, so irregularities are listed too).

    QT_QPA_PLATFORM=offscreen python bench/bench_editor.py [--rounds 200]
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable

import PySide6
from _common import Times, measure, once, random_deal, report, settle, with_revoke
from _results import keep
from PySide6.QtWidgets import QApplication, QWidget

from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Board
from tdcompanion.core.cards import FULL_PACK
from tdcompanion.core.deal import Deal
from tdcompanion.core.play import Play
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.widgets.auction_view import AuctionView
from tdcompanion.widgets.hand_editor import HandEditor
from tdcompanion.widgets.play_table import PlayTable


def auction_view(document: BoardDocument) -> QWidget:
    """The auction view wired both ways, as the workspace does."""
    view = AuctionView(document.auction)
    document.auction_changed.connect(view.set_auction)
    view.auction_changed.connect(document.set_auction)
    return view


def play_table(document: BoardDocument) -> QWidget:
    table = PlayTable(document.play)
    document.play_changed.connect(table.set_record)
    table.record_changed.connect(document.set_play)
    return table


#: name -> factory of a view following the document.
VIEWS: list[tuple[str, Callable[[BoardDocument], QWidget]]] = [
    ("hand editor", HandEditor),
    ("auction view", auction_view),
    ("play table", play_table),
]
#: North deals board 1; South ends in 4♠ after a competitive auction.
CALLS = ["1C", "1H", "1S", "2H", "2S", "3H", "4S", "Pass", "Pass", "Pass"]


def bench_deal(app: QApplication, document: BoardDocument, rounds: int, deals: list[Deal],
               figures: dict[str, float]) -> list[bool]:  # fmt: skip
    """Deal edits with no auction yet (G's original measures)."""

    def set_hand(i: int) -> None:
        # A full deal entered hand by hand, then cleared for the next one.
        deal, step = deals[(i // 5) % len(deals)], i % 5
        if step == 4:
            document.clear()
        else:
            document.set_hand(Seat(step), deal[Seat(step)])

    def set_deal(i: int) -> None:
        document.set_deal(deals[i % len(deals)])

    def give_card(i: int) -> None:
        document.set_card_holder(FULL_PACK[i % 52], Seat((i // 52 + i) % 4))

    measure(app, 20, set_hand)  # warm up caches and fonts
    return [
        report("one hand set (deal hand by hand)", measure(app, rounds, set_hand), figures=figures),
        report("whole deal replaced (paste)", measure(app, rounds, set_deal), figures=figures),
        report("one card moved (palette)", measure(app, rounds, give_card), figures=figures),
    ]


def bench_auction(app: QApplication, document: BoardDocument, rounds: int, deal: Deal,
                  figures: dict[str, float]) -> list[bool]:  # fmt: skip
    """A call added (as the bidding box does), then undone (Edit > Undo), on a full deal."""
    document.reset(Board.standard(1, deal))
    settle(app)
    calls = [Auction.from_calls(Seat.N, CALLS[:n]) for n in range(len(CALLS))]
    added: Times = ([], [])
    undone: Times = ([], [])
    for i in range(rounds):
        n = i % (len(calls) - 1)
        document.set_auction(calls[n])  # the position before the call, untimed
        settle(app)
        once(app, lambda n=n: document.set_auction(calls[n + 1]), added)
        once(app, document.undo_stack.undo, undone)
    return [report("call added (bidding box)", added, figures=figures),
            report("call undone (Edit > Undo)", undone, figures=figures)]


def bench_play(app: QApplication, document: BoardDocument, rounds: int, figures: dict[str, float]) -> list[bool]:
    """The deal corrected before the opening lead (the play follows it); then 13 tricks played,
    the last card played and undone again and again; then a deal edit the play refuses."""
    document.set_auction(Auction.from_calls(Seat.N, CALLS))
    settle(app)
    assert document.play is not None and len(document.play) == 0
    low = [c for c in FULL_PACK if c.rank.value <= 6]  # small cards changing hands between N and S

    def correct_deal(i: int) -> None:
        card = low[(i // 2) % len(low)]  # to the partner, then back: thirteen cards a hand every second edit
        holder = next((s for s in Seat if card in (document.deal[s] or ())), Seat.N)
        document.set_card_holder(card, holder.partner)

    dealt = document.deal
    results = [report("deal edited before the play", measure(app, rounds, correct_deal), figures=figures)]
    if document.deal != dealt:  # an odd number of rounds leaves a card with the partner: give it back
        document.set_deal(dealt)
        settle(app)

    start = document.play
    assert start is not None
    full = with_revoke(start)
    assert full.result is not None and full.revokes()
    document.set_play(full.upto(len(full) - 1))
    settle(app)
    last = full.events[-1]
    assert isinstance(last, Play)

    def play_last() -> None:
        record = document.play
        assert record is not None
        document.set_play(record.play(last.card, last.seat))

    played: Times = ([], [])
    taken_back: Times = ([], [])
    for _ in range(rounds):
        once(app, play_last, played)
        once(app, document.undo_stack.undo, taken_back)
    results += [report("card played (trick 13)", played, figures=figures),
                report("card undone (Edit > Undo)", taken_back, figures=figures)]

    document.set_play(full)
    settle(app)
    closed = document.auction
    late_call = closed.add("Pass", closed.entries[-1].seat.lho)  # after the auction closed (Law 39)
    late: Times = ([], [])
    late_undone: Times = ([], [])
    for _ in range(rounds):
        once(app, lambda: document.set_auction(late_call), late)
        once(app, document.undo_stack.undo, late_undone)
    assert document.play == full
    results += [report("call added (13 tricks played)", late, figures=figures),
                report("call undone (13 tricks played)", late_undone, figures=figures)]

    def refused_deal_edit(i: int) -> None:
        card = FULL_PACK[i % 52]
        holder = next(s for s in Seat if card in (document.deal[s] or ()))
        assert not document.set_card_holder(card, holder.lho)

    refused = measure(app, rounds, refused_deal_edit)
    results.append(report("deal edit refused (13 tricks played)", refused, figures=figures))
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=200)
    args = parser.parse_args(argv)

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    document = BoardDocument(Board.standard(1))
    views = [factory(document) for _, factory in VIEWS]
    for view in views:
        view.resize(1300, 620)
        view.show()
    settle(app)
    deals = [random_deal(seed) for seed in range(16)]

    print(f"views: {', '.join(name for name, _ in VIEWS)}; {args.rounds} edits each; Qt {PySide6.__version__}")
    if hasattr(os, "getloadavg"):
        print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores (wall times suffer above 1 per core)")
    figures: dict[str, float] = {}
    results = bench_deal(app, document, args.rounds, deals, figures)
    results += bench_auction(app, document, args.rounds, deals[0], figures)
    results += bench_play(app, document, args.rounds, figures)
    keep("bench_editor", figures)
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
