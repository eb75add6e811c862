"""Fake solvers for the tests of the analysis task and the panel: instant, gated by an event, or failing."""

from __future__ import annotations

import threading

from tdcompanion.core.deal import Deal
from tdcompanion.core.double_dummy import DDTable, Position, SideTricks
from tdcompanion.core.errors import InputError
from tdcompanion.core.seats import Seat

#: The table every fake returns: North's row counts 1-5, the others 13 minus it.
TABLE = DDTable.from_rows({s: [n if s.side is Seat.N.side else 13 - n for n in (1, 2, 3, 4, 5)] for s in Seat})


class FakeSolver:
    """Every legal card is worth the same: the side to play wins half the tricks left (rounded down).

    ``gate``: each call waits for it to be set (to hold the worker mid-job); ``fail``: the table
    call raises this message as an :class:`InputError`. ``calls`` counts solver calls.
    """

    def __init__(self, gate: threading.Event | None = None, fail: str | None = None) -> None:
        self.gate = gate
        self.fail = fail
        self.calls = 0
        self.entered = threading.Event()

    def _wait(self) -> None:
        self.calls += 1
        self.entered.set()
        if self.gate is not None and not self.gate.wait(10):
            raise TimeoutError("the test never opened the gate")

    def dd_table(self, deal: Deal) -> DDTable:
        self._wait()
        if self.fail:
            raise InputError(self.fail)
        return TABLE

    def side_tricks(self, position: Position) -> SideTricks:
        self._wait()
        held = position.hands[position.to_play]
        led = position.trick[0].suit if position.trick else None
        legal = [c for c in held if c.suit is led] or list(held)
        return dict.fromkeys(legal, position.tricks_left // 2)
