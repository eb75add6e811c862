"""Time to compute a ruling (a plain script, not a test); the target is under 5 ms.

    python bench/bench_rulings.py [--repeat N]

For every scenario (the example incidents in ``examples/`` and the Law 13, 14 and 67 cases built
here on the shared test board) it reports the median of N runs of:

- *cold*: read the incident JSON (board, auction, play record replayed) and assess it;
- *warm*: assess again on the same record (the record's replay is cached, as in the wizard).

Exits with status 1 if any cold median reaches 5 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._results import keep  # noqa: E402
from tdcompanion.core import incident  # noqa: E402
from tdcompanion.core.cards import Suit  # noqa: E402
from tdcompanion.core.incident import Incident  # noqa: E402
from tdcompanion.core.laws import Facts, Irregularity, IrregularityKind, law67  # noqa: E402
from tdcompanion.core.laws.law13_14 import CAN_BE_PLAYED, EXPOSED, FOUND, MISPLACED_CARDS, Found  # noqa: E402
from tests.core.laws.scenarios import DEAL, N, W, adding, c, facts, record, without  # noqa: E402

TARGET_MS = 5.0
PLAY3 = ("W:S5", "N:SA", "E:S7", "S:S2", "N:SK", "E:S8", "S:S3", "W:D8", "N:HA", "E:H4", "S:H2", "W:H8")
SHORT = without(DEAL, W, "SJ")


def scenarios() -> dict[str, Incident]:
    found: dict[str, Incident] = {}
    for path in sorted((ROOT / "examples").glob("*.json")):
        found[f"example {path.stem}"] = incident.load(path)
    missing, surplus, defective = (IrregularityKind.MISSING_CARD, IrregularityKind.SURPLUS_CARD,
                                   IrregularityKind.DEFECTIVE_TRICK)  # fmt: skip
    cases: dict[str, tuple[IrregularityKind, object, Facts]] = {
        "14A1 before the lead": (missing, record(deal=SHORT), facts((FOUND, Found.ELSEWHERE, "SJ"))),
        "14B3 during play, revoke found": (missing, record(*PLAY3, deal=SHORT), facts((FOUND, Found.NOT_FOUND, "SJ"))),
        "14B1 among played cards -> 67": (missing, record(*PLAY3, deal=SHORT), facts(
            (FOUND, Found.AMONG_PLAYED_CARDS, "SJ"), (law67.TRICK, 1), (law67.FACED_KNOWN, False),
            (EXPOSED, False, "SJ"), (law67.EXPOSED, False, "S5"))),
        "13B1 misplaced card": (surplus, record(deal=adding(SHORT, N, "SJ"), bidding="1H Pass", play=False),
                                facts((MISPLACED_CARDS, (c("SJ"),)), (CAN_BE_PLAYED, True))),
        "67B1 omission": (defective, record(play=False), facts(
            (law67.OFFENDER, W), (law67.TRICK, 5), (law67.NEXT_TRICK_PLAYED, True),
            (law67.DEFECT, law67.Defect.OMITTED), (law67.SUIT_LED, Suit.HEARTS))),
    }  # fmt: skip
    for name, (kind, board, answers) in cases.items():
        found[name] = Incident.one_ruling(board, Irregularity(kind), answers)  # type: ignore[arg-type]
    return found


def median_ms(func: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    rows = []
    worst = 0.0
    for name, inc in scenarios().items():
        text = incident.dumps(inc)
        story = inc.replay()
        assert story.error is None and story.rulings, f"{name}: the scenario does not reach a ruling"

        def cold(text: str = text) -> object:
            return incident.loads(text).replay()

        def warm(inc: Incident = inc) -> object:
            return replace(inc).replay()  # a fresh copy: the replay is not cached on it yet

        cold_ms = median_ms(cold, args.repeat)
        warm_ms = median_ms(warm, args.repeat)
        worst = max(worst, cold_ms)
        rows.append((name, cold_ms, warm_ms))
    width = max(len(r[0]) for r in rows)
    print(f"{'scenario'.ljust(width)}  cold ms  warm ms   (median of {args.repeat})")
    for name, cold_ms, warm_ms in rows:
        print(f"{name.ljust(width)}  {cold_ms:7.3f}  {warm_ms:7.3f}")
    ok = worst < TARGET_MS
    print(f"worst cold median {worst:.3f} ms: {'within' if ok else 'OVER'} the {TARGET_MS} ms target")
    figures = {"cold median of scenarios": statistics.median(r[1] for r in rows),
               "warm median of scenarios": statistics.median(r[2] for r in rows), "worst cold": worst}  # fmt: skip
    figures |= {f"{name} cold": cold_ms for name, cold_ms, _ in rows}
    keep("bench_rulings", figures)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
