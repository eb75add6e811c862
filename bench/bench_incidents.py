"""The incidents folder with 10,000 files: listing, search, save and memory (a plain script, not a test).

    python bench/bench_incidents.py [-n 10000] [--folder DIR] [--rounds 20]

Files come from ``bench/make_incidents.py`` (written by a separate process, so they do not count in
this one's memory), in a temporary folder unless ``--folder`` names one to keep and reuse.

- *list cold*: ``entries()`` with no index cache: every file read (first start on an old folder);
- *list warm*: ``entries()`` again in the same instance, nothing changed (the list refreshed);
- *list warm, new instance*: a new store, from the cache on disk (the program started again);
- *list after 10 saves*: another instance saved 10 files since the last call;
- *search*: one keystroke of ``ρενονς`` (``ρ``, ``ρε`` ... the whole word), ``fold`` + ``matches``
  over every entry, as the list's filter does;
- *save*: a loaded incident saved again (lock, revision check, write, fsync, replace); a new one;
- *RSS*: this process's peak resident memory after listing (``resource.getrusage``).

Wall-clock milliseconds, median and 95th percentile. Targets: list warm under 1 s (well within),
search under 50 ms, save under 20 ms, RSS under 200 MB; exits with status 1 if one is missed.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tdcompanion.core.folding import fold, matches  # noqa: E402
from tdcompanion.storage.folder_index import INDEX_NAME  # noqa: E402
from tdcompanion.storage.incident_store import IncidentStore  # noqa: E402

NEEDLE = "ρενονς"
TARGETS_MS = {"list warm": 1000.0, "list warm, new instance": 1000.0, "list after 10 saves": 1000.0,
              "search": 50.0, "save": 20.0, "save new": 20.0}  # fmt: skip
TARGET_RSS_MB = 200.0


def timed(action: Callable[[], object], rounds: int, before: Callable[[], object] = lambda: None) -> list[float]:
    """Milliseconds of ``action()`` over ``rounds`` calls, ``before()`` run untimed before each."""
    times = []
    for _ in range(rounds):
        before()
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def line(name: str, times: list[float]) -> bool:
    ordered = sorted(times)
    median, p95 = statistics.median(ordered), ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    target = TARGETS_MS.get(name)
    verdict = "" if target is None else ("ok" if p95 < target else f"OVER {target:g}")
    print(f"{name:<28} median {median:8.1f} p95 {p95:8.1f} ms  (n={len(times)})  {verdict}")
    return target is None or p95 < target


def rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 / (1024 if sys.platform == "darwin" else 1)  # bytes on macOS, KiB elsewhere


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=10_000)
    parser.add_argument("--folder", type=Path, help="keep the files here (made if missing or short)")
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    folder = args.folder or Path(tempfile.mkdtemp(prefix="tdc-bench-incidents-"))
    if len(list(folder.glob("*.json"))) < args.n:
        start = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "bench" / "make_incidents.py"), str(folder), "-n", str(args.n)],
                       check=True, stdout=subprocess.DEVNULL)  # fmt: skip
        print(f"{args.n} incident files made in {time.perf_counter() - start:.1f} s ({folder})")
    ok = True
    print(f"RSS before listing: {rss_mb():.0f} MB")

    cache = folder / INDEX_NAME
    ok &= line("list cold", timed(lambda: IncidentStore(folder).entries(), 3, lambda: cache.unlink(missing_ok=True)))
    store = IncidentStore(folder)
    entries = store.entries()
    assert len(entries) >= args.n and all(e.readable for e in entries)
    ok &= line("list warm", timed(store.entries, args.rounds))
    ok &= line("list warm, new instance", timed(lambda: IncidentStore(folder).entries(), 5))

    other = IncidentStore(folder)
    batches = iter(range(0, 10 * args.rounds, 10))

    def ten_saves() -> None:
        for entry in entries[next(batches):][:10]:
            incident = other.load(entry.path)
            other.save(replace(incident, note=incident.note + " ·"), entry.path)

    ok &= line("list after 10 saves", timed(store.entries, min(args.rounds, 10), ten_saves))
    entries = store.entries()
    rss = rss_mb()

    keystrokes = [NEEDLE[:i] for i in range(1, len(NEEDLE) + 1)]
    search: list[float] = []
    for prefix in keystrokes:
        fold.cache_clear()  # each keystroke is new text
        search += timed(lambda p=prefix: [e for e in entries if matches(p, e.search_text)], 5)
    ok &= line("search", search)
    found = sum(1 for e in entries if matches(NEEDLE, e.search_text))
    print(f"{'':<28} ({found} of {len(entries)} incidents mention {NEEDLE!r})")

    loaded = {e.path: store.load(e.path) for e in entries[-args.rounds * 3 :]}
    paths = iter(loaded)

    def save_one() -> None:
        path = next(paths)
        loaded[path] = store.save(replace(loaded[path], note="αποθήκευση"), path)[0]

    ok &= line("save", timed(save_one, args.rounds * 3))
    sample = next(iter(loaded.values()))
    ok &= line("save new", timed(lambda: store.save(replace(sample, id=None, revision=0)), args.rounds))

    within = rss < TARGET_RSS_MB
    print(f"{'RSS after listing':<28} {rss:8.0f} MB  {'ok' if within else f'OVER {TARGET_RSS_MB:g}'}")
    print(f"index cache {cache.stat().st_size / 1e6:.1f} MB")
    return 0 if ok and within else 1


if __name__ == "__main__":
    raise SystemExit(main())
