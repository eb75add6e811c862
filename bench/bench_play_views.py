"""How long from one edit of the auction or the play until their views have updated (target: 16 ms).

A full deal with its auction and 13 tricks played is shown in an auction view, a play
table and a separate play model with its table view (as a document would hold them).
Each round replaces the record with one event more or less, which is what an undo or a
redo does, and stops the clock when the event loop has delivered every signal, layout
and repaint.

    QT_QPA_PLATFORM=offscreen python bench/bench_play_views.py [--rounds 300]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Callable

from _common import measure, random_deal, report, settle, with_revoke
from _results import keep
from PySide6.QtWidgets import QApplication, QTableView

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Strain
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.play import PlayRecord
from tdcompanion.core.seats import Seat
from tdcompanion.models.play_model import PlayModel
from tdcompanion.widgets.auction_view import AuctionView
from tdcompanion.widgets.play_table import PlayTable


def played_out(deal: Deal, contract: Contract, seed: int) -> PlayRecord:
    rng = random.Random(seed)
    record = PlayRecord(deal, contract)
    while record.next_seat is not None:
        record = record.play(rng.choice(record.legal_cards()), record.next_seat)
    return record


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=300)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)

    deal = random_deal(2024)
    auction = Auction.from_text(Seat.N, "1S Pass 2H Pass 2NT Pass 3NT AP")
    contract = auction.contract()
    assert isinstance(contract, Contract)
    notrump = Contract(3, Strain.NOTRUMP, contract.declarer)
    full = played_out(deal, notrump, seed=7)
    revoking = with_revoke(PlayRecord(deal, notrump))
    assert revoking.revokes()

    auction_view = AuctionView(auction)
    table = PlayTable(full)
    model = PlayModel(full)
    model_view = QTableView()
    model_view.setModel(model)
    for widget, size in ((auction_view, (760, 420)), (table, (1300, 600)), (model_view, (500, 400))):
        widget.resize(*size)
        widget.show()
    settle(app)

    def show(record: PlayRecord, calls: Auction) -> None:
        auction_view.set_auction(calls)
        table.set_record(record)
        model.set_record(record)

    shorter = auction.upto(len(auction) - 1)
    before = full.upto(27)
    cases: list[tuple[str, Callable[[int], object]]] = [
        ("undo/redo the last card (52 <-> 51)", lambda i: show(full.upto(52 - i % 2), auction)),
        ("undo/redo a card mid-play (30 <-> 31)", lambda i: show(full.upto(30 + i % 2), auction)),
        ("undo/redo with a revoke listed", lambda i: show(revoking.upto(52 - i % 2), auction)),
        ("undo/redo the last call", lambda i: show(full, shorter if i % 2 else auction)),
        ("click a card, then undo it", lambda i: show(before.add(full.events[27]) if i % 2 else before, auction)),
        ("step back/forward a trick (PgUp/PgDn)", lambda i: table.previous_trick() if i % 2 else table.next_trick()),
    ]
    print(f"PySide6 {__import__('PySide6').__version__}, Python {sys.version.split()[0]}, "
          f"QPA {os.environ.get('QT_QPA_PLATFORM', 'default')}, {args.rounds} rounds each")  # fmt: skip
    ok = True
    figures: dict[str, float] = {}
    for name, edit in cases:
        show(full, auction)
        settle(app)
        ok &= report(name, measure(app, args.rounds, edit), judge="wall", width=40, figures=figures)
    keep("bench_play_views", figures)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
