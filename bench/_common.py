"""What the GUI benchmarks share: sample boards, the clock around an edit, the report line.

An edit is timed from the call until the event loop has delivered every signal, layout
and repaint (:func:`settle`); each time is taken twice, wall clock and this process's CPU.
CPU time is what the edit costs; wall time also counts waiting for a busy machine.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from functools import partial
from typing import Literal

from PySide6.QtWidgets import QApplication

from tdcompanion.core.cards import FULL_PACK, Card
from tdcompanion.core.deal import HAND_SIZE, Deal, Hand
from tdcompanion.core.play import Play, PlayRecord

TARGET_MS = 16.0  # one frame at 60 Hz

#: Wall-clock and CPU milliseconds, one entry per timed edit.
Times = tuple[list[float], list[float]]


def random_deal(seed: int) -> Deal:
    pack = list(FULL_PACK)
    random.Random(seed).shuffle(pack)
    return Deal(tuple(Hand(pack[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(4)))  # type: ignore[arg-type]


def with_revoke(record: PlayRecord) -> PlayRecord:
    """``record`` played out to 13 tricks, the first legal card each time, except one revoke
    as early as one is possible (so irregularities are listed too)."""
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


def once(app: QApplication, edit: Callable[[], object], into: Times) -> None:
    """Time one edit (wall and CPU ms) into ``into``."""
    start, start_cpu = time.perf_counter(), time.process_time()
    edit()
    settle(app)
    into[0].append((time.perf_counter() - start) * 1000)
    into[1].append((time.process_time() - start_cpu) * 1000)


def measure(app: QApplication, rounds: int, edit: Callable[[int], object]) -> Times:
    """Wall-clock and CPU milliseconds of ``edit(i)`` for ``i`` in ``range(rounds)``."""
    times: Times = ([], [])
    for i in range(rounds):
        once(app, partial(edit, i), times)
    return times


def percentiles(times: list[float]) -> tuple[float, float]:
    """Median and 95th percentile."""
    ordered = sorted(times)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def report(name: str, times: Times, *, judge: Literal["cpu", "wall"] = "cpu", width: int = 38,
           figures: dict[str, float] | None = None) -> bool:  # fmt: skip
    """Print one line of medians and 95th percentiles; ``True`` if the judged p95 is within the target.
    The four figures are added to ``figures`` (``"<name> cpu p95"`` ...) for :func:`_results.keep`."""
    (median, p95), (cpu_median, cpu_p95) = percentiles(times[0]), percentiles(times[1])
    if figures is not None:
        figures.update({f"{name} wall median": median, f"{name} wall p95": p95,
                        f"{name} cpu median": cpu_median, f"{name} cpu p95": cpu_p95})  # fmt: skip
    ok = (cpu_p95 if judge == "cpu" else p95) < TARGET_MS
    print(
        f"{name:<{width}} wall median {median:6.2f} p95 {p95:6.2f} | cpu median {cpu_median:6.2f} p95 {cpu_p95:6.2f} ms"
        f"   {'ok' if ok else 'OVER ' + str(TARGET_MS)}"
    )
    return ok
