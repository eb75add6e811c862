"""The incident list on a big folder in the GUI (a plain script, not a test): search keystrokes, filters,
sorts, and the memory of the process with the list shown.

    QT_QPA_PLATFORM=offscreen python bench/bench_incident_list.py [--files 50000] [--folder DIR] [--rounds 10]

The files are real incident files written by ``bench/make_incidents.py`` (in ``--folder``, made there
if missing or short; else in a temporary folder), listed through the store as the application lists
them (``IncidentStore.index()``: the folder's SQLite index), shown by the real
:class:`IncidentBrowser` at 1366x768, offscreen, sorted by date (newest first). Each step is timed from
the call until the event loop has delivered every signal, layout and repaint (``bench/_common.settle``):

- *keystroke*: each key of ``ρενονς`` typed one at a time into the search field (key events), then each
  taken back with Backspace; each keystroke's query is the one the GUI issues (FTS5 word prefixes);
- *status filter*, *session filter*: a choice in either combo, and back to All;
- *sort*: a click on each column's header, ascending then descending.

*RSS with the list shown*: the process's resident memory once Qt is loaded and the list painted
(before anything else runs). Anchor, measured in the same run: a plain Python ``in`` over the folded
texts of every incident for each keystroke, narrowing step by step as one types (the texts read once
from the index after the RSS is taken). Targets: keystroke p95 under 30 ms; RSS under 200 MB.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from _results import keep  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent, Qt  # noqa: E402
from PySide6.QtGui import QKeyEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from bench._common import Times, once, percentiles  # noqa: E402
from tdcompanion.models.incident_list_model import COLUMN_COUNT  # noqa: E402
from tdcompanion.storage.incident_store import IncidentStore  # noqa: E402
from tdcompanion.widgets.incident_browser import IncidentBrowser  # noqa: E402

TARGET_MS = 30.0
TARGET_RSS_MB = 200.0
from make_incidents import NEEDLE, narrowing_in  # noqa: E402


def key(widget: object, key_code: Qt.Key, text: str = "") -> None:
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QCoreApplication.sendEvent(widget, QKeyEvent(kind, key_code, Qt.KeyboardModifier.NoModifier, text))  # type: ignore[arg-type]


def line(name: str, times: Times, target: float | None = None) -> tuple[float, float, float, float]:
    """Print the wall and CPU median and p95 of ``times``; returned in that order."""
    (median, p95), (cpu_median, cpu_p95) = percentiles(times[0]), percentiles(times[1])
    verdict = "" if target is None else ("   ok" if p95 < target else f"   OVER {target:g}")
    print(f"{name:<34} wall median {median:7.2f} p95 {p95:7.2f} | cpu median {cpu_median:7.2f} p95 {cpu_p95:7.2f} ms"
          f"{verdict}")  # fmt: skip
    return median, p95, cpu_median, cpu_p95


def rss_mb() -> float:
    """The process's resident memory now (Linux: ``/proc/self/statm``); elsewhere its peak. Not the peak on
    Linux: a process started by a big one (pytest) inherits that one's peak through fork and exec."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, IndexError, ValueError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024 / (1024 if sys.platform == "darwin" else 1)
    return pages * resource.getpagesize() / 2**20


def folder_with(files: int, folder: Path | None) -> Path:
    folder = folder or Path(tempfile.mkdtemp(prefix="tdc-bench-list-"))
    if sum(1 for _ in folder.glob("*.json")) < files if folder.is_dir() else True:
        start = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "bench" / "make_incidents.py"), str(folder), "-n", str(files)],
                       check=True, stdout=subprocess.DEVNULL)  # fmt: skip
        print(f"{files} incident files made in {time.perf_counter() - start:.0f} s ({folder})")
    return folder


def anchor(texts: list[str], rounds: int) -> float:
    """The p95 of a plain Python ``in`` over the folded ``texts``, narrowing as one types ``NEEDLE``."""
    median, p95 = percentiles(narrowing_in(texts, rounds))
    print(f"{'anchor: plain `in`, narrowing':<34} wall median {median:7.2f} p95 {p95:7.2f} ms "
          f"(over {len(texts)} folded texts)")  # fmt: skip
    return p95


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=50_000)
    parser.add_argument("--folder", type=Path, help="the incident files (made there if missing or short)")
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    folder = folder_with(args.files, args.folder)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)

    store = IncidentStore(folder)
    start = time.perf_counter()
    index = store.index()
    print(f"index of {index.count()} files brought up to date in {time.perf_counter() - start:.1f} s")
    browser = IncidentBrowser()
    browser.resize(1366, 768)
    browser.show()
    start = time.perf_counter()
    browser.set_index(index)
    browser.table.viewport().repaint()
    app.processEvents()
    shown_ms = (time.perf_counter() - start) * 1000
    rss = rss_mb()
    rows = browser.proxy.rowCount()
    print(f"list of {rows} rows shown in {shown_ms:.0f} ms; RSS with Qt and the list shown: {rss:.0f} MB "
          f"({'ok' if rss < TARGET_RSS_MB else f'OVER {TARGET_RSS_MB:g}'})")  # fmt: skip

    steps: dict[str, Times] = {n: ([], []) for n in ("keystroke", "backspace", "status", "session")}
    sorts: dict[int, Times] = {c: ([], []) for c in range(COLUMN_COUNT)}
    header = browser.table.horizontalHeader()
    for _ in range(args.rounds):
        browser.proxy.list_model()._answers.clear()  # each round types anew: no answer remembered
        browser.search.setFocus()
        for char in NEEDLE:
            once(app, lambda c=char: key(browser.search, Qt.Key.Key_unknown, c), steps["keystroke"])
        for _ in NEEDLE:
            once(app, lambda: key(browser.search, Qt.Key.Key_Backspace), steps["backspace"])
        for combo, name in ((browser.status_combo, "status"), (browser.session_combo, "session")):
            once(app, lambda c=combo: c.setCurrentIndex(2), steps[name])
            once(app, lambda c=combo: c.setCurrentIndex(0), steps[name])
        for column in range(COLUMN_COUNT):
            for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
                once(app, lambda c=column, o=order: header.setSortIndicator(c, o), sorts[column])
        header.setSortIndicator(0, Qt.SortOrder.DescendingOrder)
    assert browser.proxy.rowCount() == rows, "the search was not cleared"
    key_median, key_p95, key_cpu_median, key_cpu_p95 = line(f"keystroke typing {NEEDLE!r}", steps["keystroke"],
                                                             TARGET_MS)  # fmt: skip
    back_median, back_p95, back_cpu_median, back_cpu_p95 = line("keystroke Backspace", steps["backspace"], TARGET_MS)
    status_p95 = line("status filter", steps["status"])[1]
    session_p95 = line("session filter", steps["session"])[1]
    sort_p95 = 0.0
    for column, times in sorts.items():
        title = browser.proxy.headerData(column, Qt.Orientation.Horizontal)
        sort_p95 = max(sort_p95, line(f"sort by {title}", times)[1])

    anchor_p95 = anchor([e.search_text for e in index.entries()], args.rounds)
    print(f"keystroke p95 / anchor p95: {key_p95 / anchor_p95:.2f}")
    keep("bench_incident_list", {
        "files": rows, "keystroke_p95_ms": key_p95, "backspace_p95_ms": back_p95, "anchor_in_p95_ms": anchor_p95,
        "keystroke_median_ms": key_median, "keystroke_cpu_median_ms": key_cpu_median,
        "keystroke_cpu_p95_ms": key_cpu_p95, "backspace_median_ms": back_median,
        "backspace_cpu_median_ms": back_cpu_median, "backspace_cpu_p95_ms": back_cpu_p95,
        "keystroke_to_anchor": key_p95 / anchor_p95, "status_filter_p95_ms": status_p95,
        "session_filter_p95_ms": session_p95, "sort_p95_ms": sort_p95, "list_shown_ms": shown_ms,
        "rss_list_shown_mb": rss,
    })  # fmt: skip
    return 0 if max(key_p95, back_p95) < TARGET_MS and rss < TARGET_RSS_MB else 1


if __name__ == "__main__":
    sys.exit(main())
