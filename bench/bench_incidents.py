"""The incidents folder with many files, in storage (a plain script, not a test): listing through the
index, the search as the GUI issues it, save, and memory.

    python bench/bench_incidents.py [--files 50000] [--folder DIR] [--rounds 10]

Files come from ``bench/make_incidents.py`` (written by a separate process, so they do not count in
this one's memory), in ``--folder`` (made there if missing or short) or a temporary folder. The index
is kept in a temporary cache folder (``TDCOMPANION_CACHE_DIR``), made here.

- *list warm*: ``IncidentStore.index()`` again in the same instance, nothing changed (a refresh): one
  ``stat`` per file;
- *list warm, new instance*: a new store opening the index on disk (the program started again);
- *list after 10 saves*: another instance saved 10 files since the last call;
- *list cold*: the first listing, into a new index: every file read (once: it is long);
- *search*: each keystroke of ``ρενονς`` as the GUI issues it (``ρ``, ``ρε`` ... each a new FTS5
  prefix query over every incident: the first letter's row numbers read; typing on, the matches
  counted, and read only when the count says some were lost, as ``models/incident_list_model.py``
  does); anchor, in the same run: a plain
  Python ``in`` over the folded texts of every incident, narrowing step by step as one types (each
  keystroke searched among the texts the previous one kept);
- *save*: a loaded incident saved again (lock, revision check, write, fsync, replace); a new one;
- *RSS*: this process's peak resident memory after listing, before the anchor's texts are read.

Wall-clock milliseconds, median and 95th percentile; the listing is given as a ratio to a bare
``os.scandir`` with a ``stat`` per file (measured each round), the search to the anchor.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

os.environ["TDCOMPANION_CACHE_DIR"] = tempfile.mkdtemp(prefix="tdc-bench-index-")

from _results import keep  # noqa: E402
from bench_incident_list import folder_with  # noqa: E402
from make_incidents import NEEDLE, narrowing_in  # noqa: E402

from tdcompanion.core.folding import fold  # noqa: E402
from tdcompanion.storage.incident_store import IncidentStore  # noqa: E402
from tdcompanion.storage.index_db import IndexDB  # noqa: E402


def timed(action: Callable[[], object], rounds: int, before: Callable[[], object] = lambda: None) -> list[float]:
    """Milliseconds of ``action()`` over ``rounds`` calls, ``before()`` run untimed before each."""
    times = []
    for _ in range(rounds):
        before()
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def stats(name: str, times: list[float], anchor: float | None = None) -> tuple[float, float]:
    ordered = sorted(times)
    median, p95 = statistics.median(ordered), ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    ratio = f"  ({median / anchor:.2f}x anchor)" if anchor else ""
    print(f"{name:<28} median {median:8.1f} p95 {p95:8.1f} ms  (n={len(times)}){ratio}")
    return median, p95


def scan_ms(folder: Path) -> float:
    start = time.perf_counter()
    with os.scandir(folder) as listing:
        for item in listing:
            item.stat()
    return (time.perf_counter() - start) * 1000


def rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 / (1024 if sys.platform == "darwin" else 1)  # bytes on macOS, KiB elsewhere


def searches(index: IndexDB, rounds: int) -> dict[str, float]:
    """Each keystroke's query as the GUI issues it, and the anchor: ``in`` over the folded texts, narrowing."""
    search: list[float] = []
    for _ in range(rounds):
        matched = -1  # the first letter is read; typing on, counted first, read only if some are lost
        for end in range(1, len(NEEDLE) + 1):
            words = fold(NEEDLE[:end]).split()
            start = time.perf_counter()
            count = index.count_matching(words) if matched >= 0 else -1
            if count != matched or count < 0:
                count = len(index.matching(words))
            search.append((time.perf_counter() - start) * 1000)
            matched = count
    _, search_p95 = stats("search, each keystroke", search)
    found = len(index.matching([fold(NEEDLE)]))
    print(f"{'':<28} ({found} of {index.count()} incidents have a word beginning with {NEEDLE!r})")

    texts = [e.search_text for e in index.entries()]
    _, plain_p95 = stats("anchor: plain `in`, narrowing", narrowing_in(texts, rounds))
    print(f"{'':<28} search p95 / anchor p95: {search_p95 / plain_p95:.2f}")
    del texts
    return {"search_p95_ms": search_p95, "anchor_in_p95_ms": plain_p95, "search_to_anchor": search_p95 / plain_p95}



def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=50_000)
    parser.add_argument("--folder", type=Path, help="the incident files (made there if missing or short)")
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    folder = folder_with(args.files, args.folder)
    figures: dict[str, float] = {}

    start = time.perf_counter()
    store = IncidentStore(folder)
    index = store.index()
    cold_first = (time.perf_counter() - start) * 1000
    files = index.count()
    print(f"index of {files} files made in {cold_first / 1000:.1f} s")
    scans = [scan_ms(folder) for _ in range(3)]
    anchor = statistics.median(scans)
    print(f"{'anchor: scandir + stat':<28} median {anchor:8.1f} ms")
    figures["scandir_stat_ms"] = anchor
    figures["list_warm_ms"], _ = stats("list warm", timed(store.index, args.rounds), anchor)
    figures["list_new_instance_ms"], _ = stats(
        "list warm, new instance", timed(lambda: IncidentStore(folder).index(), 3), anchor
    )
    other = IncidentStore(folder)
    paths = [e.path for e in index.rows(list(index.order("date")[:200])).values()]
    batches = iter(range(0, 10 * args.rounds, 10))

    def ten_saves() -> None:
        for path in paths[next(batches) :][:10]:
            incident = other.load(path)
            other.save(replace(incident, note=incident.note + " ·"), path)

    figures["list_after_10_saves_ms"], _ = stats(
        "list after 10 saves", timed(store.index, min(args.rounds, 10), ten_saves), anchor
    )
    rss = rss_mb()

    figures |= searches(index, args.rounds)

    loaded = {path: store.load(path) for path in paths[-args.rounds * 3 :]}
    saving = iter(loaded)

    def save_one() -> None:
        path = next(saving)
        loaded[path] = store.save(replace(loaded[path], note="αποθήκευση"), path)[0]

    figures["save_median_ms"], _ = stats("save", timed(save_one, args.rounds * 3))
    sample = next(iter(loaded.values()))
    figures["save_new_median_ms"], _ = stats("save new", timed(lambda: store.save(replace(sample, id=None)), 5))

    figures["list_cold_ms"], _ = stats("list cold (every file read)", [cold_first], anchor)
    print(f"{'RSS after listing':<28} {rss:8.0f} MB")
    db = index.db_path
    size = 0 if db is None else sum(Path(f"{db}{s}").stat().st_size for s in ("", "-wal") if Path(f"{db}{s}").exists())
    print(f"index database {size / 1e6:.0f} MB")
    figures |= {"files": files, "rss_mb": rss, "index_mb": size / 1e6,
                "list_warm_to_scandir": figures["list_warm_ms"] / anchor,
                "list_cold_to_scandir": figures["list_cold_ms"] / anchor}  # fmt: skip
    keep("bench_incidents", figures)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
