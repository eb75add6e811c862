"""What the safe reader costs, and how fast it refuses (a plain script, not a test; issue 20).

    python bench/bench_safe_read.py [--files N] [--rounds R] [--size-mb M]

``core.safe_read.read_file`` (a ``stat``, an ``open`` without waiting, an ``fstat``, reads counted against a
limit) against the anchor in the same run, ``Path.read_bytes``, on the same files: ``N`` incident files (the
largest example, 7 kB: the folder's list reads each changed file so) and one PBN file of ``M`` MB (a
championship's size). Medians of ``R`` rounds; the ratios are kept. Then the time to refuse a FIFO, a link
to ``/dev/zero`` and a 1 GB file (sparse) as an incident (the largest of 20 tries), and the memory traced
while refusing the 1 GB file.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._results import keep  # noqa: E402
from tdcompanion.core.safe_read import BOARD_FILE_LIMIT, INCIDENT_LIMIT, FileRefusedError, read_file  # noqa: E402

INCIDENT = ROOT / "examples" / "law75-mistaken-explanation.json"
PBN = ROOT / "tests" / "data" / "pbn" / "eyc1998-vienna.pbn"


def median_ms(action: Callable[[], object], rounds: int) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def refusal_ms(path: Path, tries: int = 20) -> float:
    """The longest of ``tries`` refusals of ``path`` as an incident."""
    worst = 0.0
    for _ in range(tries):
        start = time.perf_counter()
        try:
            read_file(path, INCIDENT_LIMIT)
        except FileRefusedError:
            pass
        else:
            raise SystemExit(f"{path} was read")
        worst = max(worst, (time.perf_counter() - start) * 1000)
    return worst


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--size-mb", type=float, default=2.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        data = INCIDENT.read_bytes()
        files = [folder / f"{i:05}.json" for i in range(args.files)]
        for path in files:
            path.write_bytes(data)
        board = folder / "big.pbn"
        pbn = PBN.read_bytes()
        board.write_bytes(pbn * max(1, round(args.size_mb * 1024 * 1024 / len(pbn))))

        anchor = median_ms(lambda: [p.read_bytes() for p in files], args.rounds)
        safe = median_ms(lambda: [read_file(p, INCIDENT_LIMIT) for p in files], args.rounds)
        board_anchor = median_ms(board.read_bytes, args.rounds)
        board_safe = median_ms(lambda: read_file(board, BOARD_FILE_LIMIT), args.rounds)
        print(f"{args.files} incident files of {len(data):,} bytes: read_bytes {anchor:.1f} ms (anchor), "
              f"read_file {safe:.1f} ms, ratio {safe / anchor:.2f}")  # fmt: skip
        print(f"a PBN file of {board.stat().st_size / 2**20:.1f} MB: read_bytes {board_anchor:.2f} ms (anchor), "
              f"read_file {board_safe:.2f} ms, ratio {board_safe / board_anchor:.2f}")  # fmt: skip

        figures = {"incident_files_ratio": safe / anchor, "incident_files_anchor_ms": anchor,
                   "board_file_ratio": board_safe / board_anchor, "board_file_anchor_ms": board_anchor}  # fmt: skip
        huge = folder / "huge.json"
        with open(huge, "wb") as out:
            out.truncate(2**30)
        refusals = {"huge_refusal_ms": huge}
        if hasattr(os, "mkfifo") and Path("/dev/zero").exists():
            os.mkfifo(folder / "pipe.json")
            (folder / "zero.json").symlink_to("/dev/zero")
            refusals |= {"fifo_refusal_ms": folder / "pipe.json", "dev_zero_refusal_ms": folder / "zero.json"}
        for name, path in refusals.items():
            figures[name] = refusal_ms(path)
            print(f"{path.name}: refused in {figures[name]:.3f} ms at most")
        tracemalloc.start()
        refusal_ms(huge, 1)
        figures["huge_refusal_peak_kb"] = tracemalloc.get_traced_memory()[1] / 1024
        tracemalloc.stop()
        print(f"memory traced while refusing 1 GB: {figures['huge_refusal_peak_kb']:.1f} kB")
    keep("bench_safe_read", figures)


if __name__ == "__main__":
    main()
