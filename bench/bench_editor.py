"""How long from an edit until every view of the board has updated (target: one frame, 16 ms).

An edit goes through the document (as typing, the palette or a paste do); the clock
stops when the event loop has delivered every signal, layout and repaint. Views of
the board are listed in ``VIEWS``: the auction and play views join there.

    QT_QPA_PLATFORM=offscreen python bench/bench_editor.py [--rounds 200]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable

import PySide6
from PySide6.QtWidgets import QApplication, QWidget

from tdcompanion.core.board import Board
from tdcompanion.core.cards import FULL_PACK
from tdcompanion.core.deal import HAND_SIZE, Deal, Hand
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.widgets.hand_editor import HandEditor

TARGET_MS = 16.0

#: name -> factory of a view following the document.
VIEWS: list[tuple[str, Callable[[BoardDocument], QWidget]]] = [
    ("hand editor", HandEditor),
]


def random_deal(seed: int) -> Deal:
    pack = list(FULL_PACK)
    random.Random(seed).shuffle(pack)
    return Deal(tuple(Hand(pack[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(4)))  # type: ignore[arg-type]


def settle(app: QApplication) -> None:
    app.sendPostedEvents()
    app.processEvents()


def measure(app: QApplication, rounds: int, edit: Callable[[int], object]) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU milliseconds per edit. CPU time (this process) is what the edit
    costs; wall time also counts waiting for a busy machine."""
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
    ok = cpu_p95 < TARGET_MS
    print(
        f"{name:<34} wall median {median:6.2f} p95 {p95:6.2f} | cpu median {cpu_median:6.2f} p95 {cpu_p95:6.2f} ms"
        f"   {'ok' if ok else 'OVER ' + str(TARGET_MS)}"
    )
    return ok


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

    print(f"views: {', '.join(name for name, _ in VIEWS)}; {args.rounds} edits each; Qt {PySide6.__version__}")
    if hasattr(os, "getloadavg"):
        print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores (wall times suffer above 1 per core)")
    measure(app, 20, set_hand)  # warm up caches and fonts
    results = [
        report("one hand set (deal hand by hand)", measure(app, args.rounds, set_hand)),
        report("whole deal replaced (paste)", measure(app, args.rounds, set_deal)),
        report("one card moved (palette)", measure(app, args.rounds, give_card)),
    ]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
