"""The incident list with 10,000 incidents (a plain script, not a test); a keystroke in the search
field must be answered within 50 ms.

    QT_QPA_PLATFORM=offscreen python bench/bench_incident_list.py [--entries N] [--rounds N] [--baseline]

On the :class:`IncidentBrowser` at 1366x768, sorted by date (newest first), each step timed from the
call until the event loop has delivered every signal, layout and repaint (``bench/_common.settle``):

- *set_entries*: a new listing of the folder (model reset, filters and count updated);
- *keystroke*: each key of ``ρενονς`` typed one at a time (key events into the search field), then
  each taken back with Backspace (the list grows again: the dearer direction);
- *status filter*, *session filter*: a choice in either combo, and back to All;
- *sort*: a click on each column's header, ascending then descending.

``--baseline`` also times what the design avoids (see ``models/incident_list_model.py``), with no
view: a ``QSortFilterProxyModel`` that compares the sort keys itself (``lessThan`` in Python), one
that folds and matches each row in ``filterAcceptsRow``, and one that only looks each row up in a
list worked out beforehand. Exits with status 1 if a keystroke's p95 is over 50 ms.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QPersistentModelIndex, Qt  # noqa: E402
from PySide6.QtCore import QSortFilterProxyModel as _Proxy  # noqa: E402
from PySide6.QtGui import QKeyEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from bench._common import Times, once, percentiles  # noqa: E402
from tdcompanion.core.folding import fold, matches  # noqa: E402
from tdcompanion.core.incident_info import IncidentStatus  # noqa: E402
from tdcompanion.core.laws import IrregularityKind  # noqa: E402
from tdcompanion.models.incident_list_model import COLUMN_COUNT, IncidentListModel, SortRole  # noqa: E402
from tdcompanion.storage.entries import IncidentEntry  # noqa: E402
from tdcompanion.widgets.incident_browser import IncidentBrowser  # noqa: E402
from tdcompanion.wording import rule_text  # noqa: E402

TARGET_MS = 50.0
NEEDLE = "ρενονς"
NAMES = ("Νίκος Παπαδόπουλος", "Μαρία Γεωργίου", "Ελένη Κωνσταντίνου", "Γιώργος Αντωνίου", "Δημήτρης Ιωάννου",
         "Κατερίνα Νικολάου", "Anna Rossi", "John Smith", "Σοφία Δημητρίου", "Παναγιώτης Βασιλείου")  # fmt: skip
WORDS = ("λεβέ", "αντάμ", "μορ", "εκτελεστής", "αμυνόμενος", "πίκα", "κούπα", "καρό", "σπαθί", "δισταγμός",
         "αθέμιτη", "πληροφορία", "Διαιτητής", "κάλεσε", "είπε", "έπαιξε", "φύλλο", "χέρι", "trick", "lead",
         "played", "called", "the", "Director", "after", "before", "στο", "και", "ότι", "δεν")  # fmt: skip
LAWS = (("64A1", "63A1"), ("64A2",), ("50D",), ("55A",), ("54A",), ("57A",), ("67B2",), ("14B",), ())


def synthetic_entries(count: int, seed: int = 1) -> list[IncidentEntry]:
    """``count`` incidents over two years and eight sessions, with statements of forty words; one in
    ten a revoke (``ρενόνς`` in its text), one in fifty a damaged file."""
    rnd = random.Random(seed)
    kinds = [k.value for k in IrregularityKind]
    statuses = [s.value for s in IncidentStatus]
    entries = []
    for i in range(count):
        path = Path(f"/incidents/2026-{i:05}.json")
        if rnd.random() < 0.02:
            entries.append(IncidentEntry(path, i, 10, error="not JSON: Expecting value", search_text=fold(path.name)))
            continue
        kind = "revoke" if rnd.random() < 0.1 else rnd.choice(kinds)
        players = tuple(rnd.sample(NAMES, 4))
        event, session = f"Πανελλήνιο Ζευγών {2025 + i % 2}", f"Ημερίδα {rnd.randint(1, 8)}"
        words = [rnd.choice(WORDS) for _ in range(40)]
        text = " ".join([event, session, *players, rule_text.say(f"irregularity.{kind}", "el"), *words])
        entries.append(
            IncidentEntry(
                path, i, 3000, id=f"{i:032x}", date=f"{2025 + i % 2}-{1 + i % 12:02}-{1 + i % 28:02}",
                event=event, session=session, table=str(rnd.randint(1, 40)), board=rnd.randint(1, 36),
                kind=kind, laws=rnd.choice(LAWS), status=rnd.choice(statuses), modified=f"T{i:06}",
                players=players, search_text=fold(text),
            )
        )  # fmt: skip
    return entries


def key(widget: object, key_code: Qt.Key, text: str = "") -> None:
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QCoreApplication.sendEvent(widget, QKeyEvent(kind, key_code, Qt.KeyboardModifier.NoModifier, text))  # type: ignore[arg-type]


def line(name: str, times: Times, target: float | None = None) -> bool:
    (median, p95), (cpu_median, cpu_p95) = percentiles(times[0]), percentiles(times[1])
    ok = target is None or p95 < target
    verdict = "" if target is None else ("   ok" if ok else f"   OVER {target:g}")
    print(f"{name:<34} wall median {median:7.2f} p95 {p95:7.2f} | cpu median {cpu_median:7.2f} p95 {cpu_p95:7.2f} ms"
          f"{verdict}")  # fmt: skip
    return ok


class _PythonSortProxy(_Proxy):
    """Baseline: the proxy sorts, comparing the model's sort keys in Python."""

    def lessThan(self, left: QModelIndex | QPersistentModelIndex, right: QModelIndex | QPersistentModelIndex) -> bool:
        return bool(left.data(SortRole) < right.data(SortRole))


class _PythonFilterProxy(_Proxy):
    """Baseline: the proxy folds the search and matches each row itself."""

    needle = ""

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:
        model = self.sourceModel()
        assert isinstance(model, IncidentListModel)
        return matches(self.needle, model.entry(row).search_text)


class _LookUpFilterProxy(_Proxy):
    """Baseline: the rows kept are worked out at once; the proxy looks each row up in a list."""

    kept: list[bool] = []  # noqa: RUF012

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:
        return self.kept[row]


def baseline(app: QApplication, entries: list[IncidentEntry]) -> None:
    model = IncidentListModel(entries)
    sorter = _PythonSortProxy()
    sorter.setSourceModel(model)
    times: Times = ([], [])
    for column in (0, 2):
        once(app, lambda c=column: sorter.sort(c, Qt.SortOrder.AscendingOrder), times)
    line("baseline: proxy sorts (lessThan)", times)
    filterer = _PythonFilterProxy()
    filterer.setSourceModel(model)
    times = ([], [])
    for end in range(1, len(NEEDLE) + 1):
        filterer.needle = NEEDLE[:end]
        once(app, lambda: (filterer.invalidate(), filterer.rowCount()), times)
    line("baseline: proxy matches each row", times)
    looker = _LookUpFilterProxy()
    looker.setSourceModel(model)
    texts = [fold(e.search_text) for e in model.entries()]
    times = ([], [])
    for end in range(1, len(NEEDLE) + 1):
        word = fold(NEEDLE[:end])
        looker.kept = [word in t for t in texts]
        once(app, lambda: (looker.invalidate(), looker.rowCount()), times)
    line("baseline: proxy looks each row up", times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--baseline", action="store_true")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    start = time.perf_counter()
    entries = synthetic_entries(args.entries)
    print(f"{args.entries} synthetic entries made in {(time.perf_counter() - start) * 1000:.0f} ms")
    browser = IncidentBrowser()
    browser.resize(1366, 768)
    browser.show()
    steps: dict[str, Times] = {n: ([], []) for n in ("set_entries", "keystroke", "backspace", "status", "session")}
    sorts: dict[int, Times] = {c: ([], []) for c in range(COLUMN_COUNT)}
    header = browser.table.horizontalHeader()
    for round_ in range(args.rounds):
        shuffled = entries[round_ % 2 :] + entries[: round_ % 2]  # a new list each round: a real reset
        once(app, lambda s=shuffled: browser.set_entries(s), steps["set_entries"])
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
    assert browser.proxy.rowCount() == len(entries), "the search was not cleared"
    ok = line("set_entries (reset)", steps["set_entries"])
    ok = line(f"keystroke typing {NEEDLE!r}", steps["keystroke"], TARGET_MS) and ok
    ok = line("keystroke Backspace", steps["backspace"], TARGET_MS) and ok
    line("status filter", steps["status"])
    line("session filter", steps["session"])
    for column, times in sorts.items():
        title = browser.proxy.headerData(column, Qt.Orientation.Horizontal)
        line(f"sort by {title}", times)
    if args.baseline:
        baseline(app, entries)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
