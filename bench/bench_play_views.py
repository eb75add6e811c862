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
import statistics
import sys
import time
from collections.abc import Callable

from PySide6.QtWidgets import QApplication, QTableView

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import FULL_PACK, Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import HAND_SIZE, Deal, Hand
from tdcompanion.core.play import Play, PlayRecord
from tdcompanion.core.seats import Seat
from tdcompanion.models.play_model import PlayModel
from tdcompanion.widgets.auction_view import AuctionView
from tdcompanion.widgets.play_table import PlayTable

TARGET_MS = 16.0


def random_deal(seed: int) -> Deal:
    pack = list(FULL_PACK)
    random.Random(seed).shuffle(pack)
    return Deal(tuple(Hand(pack[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(4)))  # type: ignore[arg-type]


def played_out(deal: Deal, contract: Contract, seed: int) -> PlayRecord:
    rng = random.Random(seed)
    record = PlayRecord(deal, contract)
    while record.next_seat is not None:
        record = record.play(rng.choice(record.legal_cards()), record.next_seat)
    return record


def with_revoke(deal: Deal, contract: Contract) -> PlayRecord:
    """Thirteen tricks with the first possible revoke made, so irregularities are listed too."""
    record = PlayRecord(deal, contract)
    revoked = False
    while record.next_seat is not None:
        seat = record.next_seat
        legal = record.legal_cards()
        hand = record.state.hands[seat]
        assert hand is not None
        others: list[Card] = [c for c in hand if c not in legal]
        card = others[0] if others and not revoked else legal[0]
        revoked = revoked or bool(others)
        record = record.add(Play(seat, card))
    return record


def settle(app: QApplication) -> None:
    app.sendPostedEvents()
    app.processEvents()


def measure(app: QApplication, rounds: int, edit: Callable[[int], object]) -> tuple[list[float], list[float]]:
    wall, cpu = [], []
    for i in range(rounds):
        start, start_cpu = time.perf_counter(), time.process_time()
        edit(i)
        settle(app)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return wall, cpu


def percentiles(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def report(name: str, times: tuple[list[float], list[float]]) -> bool:
    (median, p95), (cpu_median, cpu_p95) = percentiles(times[0]), percentiles(times[1])
    ok = p95 < TARGET_MS
    print(
        f"{name:<40} wall median {median:6.2f} p95 {p95:6.2f} | cpu median {cpu_median:6.2f} p95 {cpu_p95:6.2f} ms"
        f"   {'ok' if ok else 'OVER ' + str(TARGET_MS)}"
    )
    return ok


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
    revoking = with_revoke(deal, notrump)
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
    for name, edit in cases:
        show(full, auction)
        settle(app)
        ok &= report(name, measure(app, args.rounds, edit))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
