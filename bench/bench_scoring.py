"""Time of the scoring core (a plain script, not a test); the target is under 5 ms for each figure.

    python bench/bench_scoring.py [--repeat N]

It reports the median of N runs of:

- *all contracts*: the Law 77 score of every contract x result x vulnerability x doubling, declarer
  North and East (11,760 scores), and the time of one score;
- *weighted MPs*: a three-outcome Law 12C1(c) weighted score matchpointed against a 13-result traveller;
- *weighted IMPs*: the same score in cross-IMPs and against the datum of the traveller;
- *traveller*: a whole 13-table traveller with a weighted, a non-balancing and an artificial score.

Exits with status 1 if a figure other than *all contracts* reaches 5 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._results import keep  # noqa: E402
from tdcompanion.core.board import Vulnerability  # noqa: E402
from tdcompanion.core.calls import ALL_BIDS  # noqa: E402
from tdcompanion.core.contract import Contract, Doubling  # noqa: E402
from tdcompanion.core.scoring import (  # noqa: E402
    AdjustedScore,
    Artificial,
    ArtificialScore,
    Outcome,
    TableEntry,
    WeightedScore,
    matchpoint_traveller,
    score,
)
from tdcompanion.core.seats import Seat  # noqa: E402

TARGET_MS = 5.0
VUL = Vulnerability.NS
TRAVELLER = [420, 420, 450, -50, 170, 420, 450, -100, 140, 420, 680, -50, 620]  # 13 North-South scores
CONTRACTS = [Contract.of(bid, seat, d) for bid in ALL_BIDS for d in Doubling for seat in (Seat.N, Seat.E)]
WEIGHTED = AdjustedScore(WeightedScore((
    Outcome.percent(Contract.parse("4S", Seat.N), 10, "50%"),
    Outcome.percent(Contract.parse("4S", Seat.N), 9, "30%"),
    Outcome.percent(Contract.parse("5CX", Seat.E), 9, "20%"),
)))  # fmt: skip


def median_ms(func: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def score_all() -> int:
    return sum(score(c, t, v).ns for c in CONTRACTS for v in Vulnerability for t in range(14))


def whole_traveller() -> object:
    tables: list[TableEntry] = list(TRAVELLER[:10])
    tables += [WEIGHTED, AdjustedScore(WEIGHTED.ns, WeightedScore.assigned(Contract.parse("4S", Seat.N), 10)),
               ArtificialScore(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS)]  # fmt: skip
    return matchpoint_traveller(VUL, tables)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    cases = len(CONTRACTS) * len(Vulnerability) * 14
    all_ms = median_ms(score_all, max(args.repeat // 20, 5))
    rows = [
        ("one score (mean over all contracts)", all_ms / cases),
        ("weighted MPs vs 13 results", median_ms(lambda: WEIGHTED.matchpoints(VUL, TRAVELLER), args.repeat)),
        ("weighted cross-IMPs vs 13 results", median_ms(lambda: WEIGHTED.cross_imps(VUL, TRAVELLER), args.repeat)),
        ("weighted IMPs vs datum of 13", median_ms(lambda: WEIGHTED.imps_against_datum(VUL, TRAVELLER), args.repeat)),
        ("13-table traveller, 3 adjusted", median_ms(whole_traveller, args.repeat)),
    ]
    print(f"all contracts: {cases} scores in {all_ms:.2f} ms (median of {max(args.repeat // 20, 5)})")
    width = max(len(name) for name, _ in rows)
    print(f"{'figure'.ljust(width)}        ms   (median of {args.repeat})")
    for name, ms in rows:
        print(f"{name.ljust(width)}  {ms:8.4f}")
    worst = max(ms for _, ms in rows)
    ok = worst < TARGET_MS
    print(f"worst median {worst:.3f} ms: {'within' if ok else 'OVER'} the {TARGET_MS} ms target")
    keep("bench_scoring", {"all contracts ms": all_ms, **{f"{name} ms": ms for name, ms in rows}})
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
