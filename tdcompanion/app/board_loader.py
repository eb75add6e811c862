"""Opening PBN and LIN files without freezing the window (issue 19).

A file is read in a thread (:class:`_Reader`): the whole file is parsed there (tags and sections, no
auction or play objects), then its boards are listed on the GUI thread a few at a time, each turn of
the event loop adding as many rows as fit in :data:`TURN_BUDGET` seconds, in one insertion; the list
is drawn every :data:`DRAW_EVERY` seconds meanwhile. The status bar shows what is being done, with
counts, beside a busy bar and a **Cancel** button. Meanwhile the thread builds every board's auction
and play once to find the sections that cannot be read and the Contract and Declarer tags that
contradict the auction (:func:`~tdcompanion.app.board_files.check_board`), and reports them
(:attr:`BoardLoader.problems_found`) without keeping the objects: a board's record is built again,
and kept, only when the Director opens it (:class:`~tdcompanion.app.board_files.LoadedBoard`). A board
whose auction ends in another contract than its tags' is shown in the board list in the auction's.

While a file is read its branch in the board list is disabled: nothing of it can be chosen or
edited yet. **Cancel** (or opening another file) drops that branch, so a cancelled file leaves
the list as it was (an earlier copy of the same file included). A file whose boards are all
listed stays open when its checking is cancelled: the problems of the boards not yet checked show
when each is opened. Files opened together are read one after the other.
"""

from __future__ import annotations

import gc
import importlib
import sys
import threading
import time
from collections import deque
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThread, QTimer, Signal
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar, QToolButton

from tdcompanion.app.board_files import BoardCheck, check_board, read_board_file, read_data
from tdcompanion.app.board_list import BoardEntry
from tdcompanion.app.i18n import arg

if TYPE_CHECKING:
    from tdcompanion.app.board_files import Problem
    from tdcompanion.app.board_list import BoardList, FileBranch

#: Seconds of one event-loop turn spent adding rows (the window stays responsive in between).
TURN_BUDGET = 0.008
#: Seconds between two drawings of the board list while it fills.
DRAW_EVERY = 0.25
#: Boards checked between two reports of the checking thread.
CHECK_REPORT = 200
#: Seconds the checking thread works, then rests (it runs beside the Director's work, at half speed).
CHECK_REST = 0.002
#: Milliseconds between two updates of the progress bar (each repaints it at once).
PROGRESS_EVERY = 200

#: Problems of some boards of a file: (position in the file, board, problems).
Found = list[tuple[int, BoardEntry, tuple["Problem", ...]]]


#: Seconds a thread may keep the interpreter while another waits for it, while files are read
#: (Python's default, 5 ms, would let each event of the GUI thread wait that long).
SWITCH_INTERVAL = 0.0005
#: What showing a board of a file needs and start-up left for later (the ruling session, the play
#: table, the incident keeper and its store, the laws and their words), imported by the reading thread
#: before it parses: on the GUI thread, importing them held it some 150 ms when the first board showed
#: (issue 19). A name missing here only costs that time again.
WARM_MODULES = (
    "tdcompanion.core.laws.engine",
    "tdcompanion.core.incident",
    "tdcompanion.wording.rule_text",
    "tdcompanion.models.ruling_session",
    "tdcompanion.models.incident_draft",
    "tdcompanion.widgets.play_table",
    "tdcompanion.app.incident_keeper",
)

class _ReadingState:
    lock = threading.Lock()
    count = 0  # files being read
    switch_interval = 0.005  # the interpreter's, before the first of them


@contextmanager
def _reading() -> Iterator[None]:
    """While files are read: threads take turns at the interpreter every :data:`SWITCH_INTERVAL`, and
    the cyclic garbage collector is off; what exists when the last reading ends is frozen
    (:func:`gc.freeze`).

    A full collection walks every object alive: with a championship's boards in memory that took
    70–300 ms, during which no thread, the GUI's included, runs Python (issue 19). The boards hold no
    reference cycles, so the collector has nothing to find in them; frozen, they are left out of
    later collections, and freed as usual (by reference counting) when their file is closed.
    """
    state = _ReadingState
    with state.lock:
        state.count += 1
        if state.count == 1:
            gc.disable()
            state.switch_interval = sys.getswitchinterval()
            sys.setswitchinterval(SWITCH_INTERVAL)
    try:
        yield
    finally:
        with state.lock:
            state.count -= 1
            if state.count == 0:
                gc.freeze()
                gc.enable()
                sys.setswitchinterval(state.switch_interval)


def _warm_up() -> None:
    """Import :data:`WARM_MODULES` and the families of laws here, not on the GUI thread."""
    for name in WARM_MODULES:
        importlib.import_module(name)
    from tdcompanion.core.laws.engine import load_families

    load_families()


class _Reader(QThread):
    """Parses one file, then checks every board's record; stops between boards when asked."""

    read = Signal(object)  # list[BoardEntry], in the file's order
    failed = Signal(object)  # the exception that stopped the reading
    checked = Signal(int, object)  # boards checked so far, [(index, BoardCheck)] found since the last report

    def __init__(self, path: str, parent: QObject) -> None:
        super().__init__(parent)
        self.path = path
        self._stop = threading.Event()
        self._listed = threading.Event()
        self._heard = threading.Event()  # the GUI thread has dealt with the last report

    def stop(self) -> None:
        self._stop.set()
        self._listed.set()
        self._heard.set()

    def listed(self) -> None:
        """The boards are all listed: the checking may start (it would slow the listing down, the two
        threads taking turns at the interpreter)."""
        self._listed.set()

    def heard(self) -> None:
        """The last report of problems is shown: the checking goes on (meanwhile the GUI thread had the
        interpreter to itself)."""
        self._heard.set()

    @property
    def stopped(self) -> bool:
        return self._stop.is_set()

    def run(self) -> None:
        with _reading():
            try:
                _warm_up()
            except Exception:  # only time saved: the file is read all the same, the failure shown (crash hooks)
                sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
            entries = self._read()
            if entries:
                self.read.emit(entries)
                self._listed.wait()
                self._check(entries)

    def _read(self) -> list[BoardEntry] | None:
        try:
            boards = read_data(read_board_file(self.path), self.path)
        except Exception as exc:  # a damaged file is reported, whatever broke on it
            if not self.stopped:
                self.failed.emit(exc)
            return None
        if self.stopped:
            return None
        if not boards:
            self.read.emit([])
        return [BoardEntry(loaded, self.path) for loaded in boards]

    def _check(self, entries: list[BoardEntry]) -> None:
        found: list[tuple[int, BoardCheck]] = []
        rest_at = time.perf_counter() + CHECK_REST
        for index, entry in enumerate(entries):
            if self.stopped:
                return
            check = check_board(entry.loaded)
            if check is not None:
                found.append((index, check))
            if time.perf_counter() > rest_at:  # give way: the GUI thread has the interpreter to itself meanwhile
                time.sleep(CHECK_REST)
                rest_at = time.perf_counter() + CHECK_REST
            if (index + 1) % CHECK_REPORT == 0 or index + 1 == len(entries):
                self._heard.clear()
                self.checked.emit(index + 1, found)
                found = []
                self._heard.wait()


class _Job(QObject):
    """One file: read in its thread, listed in the board list, then checked."""

    def __init__(self, loader: BoardLoader, path: str) -> None:
        super().__init__(loader)
        self.loader = loader
        self.path = path
        self.branch: FileBranch = loader.board_list.begin_file(path)
        self.entries: list[BoardEntry] = []
        self.listed = 0  # rows added so far
        self.draw_at = 0.0  # when the list is next drawn while it fills
        self.shown = False
        self.checked = 0
        self.reader = _Reader(path, self)
        self.reader.read.connect(self._on_read)
        self.reader.failed.connect(self._on_failed)
        self.reader.checked.connect(self._on_checked)
        self.reader.finished.connect(self._on_finished)
        self.reader.start()

    @property
    def is_listed(self) -> bool:
        """Every board is listed and the first one shown: the file is open."""
        return self.shown

    def stop(self) -> None:
        """Stop reading; a file not wholly listed leaves the board list."""
        self.reader.stop()
        self.loader.board_list.setUpdatesEnabled(True)
        if not self.is_listed:
            self.loader.board_list.drop_file(self.branch)
        self.loader.forget(self)
        if self.reader.isFinished():
            self.deleteLater()

    def _on_read(self, entries: list[BoardEntry]) -> None:
        if self.reader.stopped:
            return
        if not entries:
            self.loader.board_list.drop_file(self.branch)
            self.loader.found_none.emit(self.path)
            self.loader.forget(self)
            return
        self.entries = entries
        self._list_some()

    def _list_some(self) -> None:
        """Add the next rows, as many as fit in one turn's budget, then come back on the next turn."""
        if self.reader.stopped:
            return
        now = time.perf_counter()
        deadline = now + TURN_BUDGET
        # The list is drawn a few times a second while it fills, not at every turn: drawing it
        # costs more than adding the rows.
        drawn = now >= self.draw_at
        self.loader.board_list.setUpdatesEnabled(drawn)
        if drawn:
            self.draw_at = now + DRAW_EVERY
        end = self.listed
        while end < len(self.entries) and time.perf_counter() < deadline:
            end = min(end + 10, len(self.entries))  # ten rows take about a millisecond
            self.loader.board_list.extend_file(self.branch, self.entries[self.listed : end])
            self.listed = end
        if self.listed < len(self.entries):
            QTimer.singleShot(0, self, self._list_some)
            return
        QTimer.singleShot(0, self, self._end_listing)  # a turn of its own: the whole list is laid out again

    def _end_listing(self) -> None:
        if self.reader.stopped:
            return
        self.loader.board_list.setUpdatesEnabled(True)
        self.loader.board_list.end_file(self.branch)
        # The window fits the board list to its new columns on the next turn; the first board is shown
        # on the turn after (each one's layout and drawing in a turn of its own).
        QTimer.singleShot(0, self, lambda: QTimer.singleShot(0, self, self._show_first))

    def _show_first(self) -> None:
        if self.reader.stopped:
            return
        self.shown = True
        self.loader.board_list.select_first(self.branch)
        QTimer.singleShot(0, self, self._announce)  # once that board is drawn

    def _announce(self) -> None:
        if self.reader.stopped:
            return
        self.loader.listed.emit(self.path, self.branch)
        QTimer.singleShot(0, self, self.reader.listed)  # the checking starts on the next turn
        self.loader.next_file()  # the job is done when its thread ends (:meth:`_on_finished`), its reports delivered

    def _on_failed(self, error: Exception) -> None:
        if self.reader.stopped:
            return
        self.loader.board_list.drop_file(self.branch)
        self.loader.failed.emit(self.path, error)
        self.loader.forget(self)

    def _on_checked(self, count: int, found: list[tuple[int, BoardCheck]]) -> None:
        if self.reader.stopped:
            return
        self.checked = count
        reached = []
        for i, check in found:
            if check.reached is not None:  # the auction's contract, not the tags', in the list
                self.entries[i].reached = check.reached
                reached.append(i)
        if reached:
            self.loader.board_list.refill(self.branch, reached)
        problems = [(i, self.entries[i], check.problems) for i, check in found if check.problems]
        if problems:  # the checking starts once every board is listed
            self.loader.problems_found.emit(self.branch, problems)
        if count == len(self.entries):  # the whole file checked: the rows marked keep their number whole
            self.loader.board_list.fit_marked(self.branch)
        QTimer.singleShot(0, self, self.reader.heard)  # once what was shown is drawn

    def _on_finished(self) -> None:
        self.loader.ended(self.reader)
        if not self.reader.stopped and self.is_listed:
            self.loader.forget(self)
        if not self.loader.has(self):
            self.deleteLater()  # the thread with it


class BoardLoader(QObject):
    """Reads files in turn, one thread each, and lists their boards; shows its progress and a Cancel
    button in the status bar. Signals: :attr:`listed` (path, branch) once a file's boards are all
    listed, :attr:`problems_found` (branch, [(index, entry, problems)]) as they are found,
    :attr:`failed` (path, exception), :attr:`found_none` (path) for a file without boards, and
    :attr:`idle` when nothing is left to read or check."""

    listed = Signal(str, object)
    problems_found = Signal(object, object)
    failed = Signal(str, object)
    found_none = Signal(str)
    idle = Signal()

    def __init__(self, board_list: BoardList, status_bar: QStatusBar, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board_list = board_list
        self._jobs: list[_Job] = []
        self._queue: deque[str] = deque()
        self._stopping: list[_Reader] = []  # threads asked to stop, kept until they end
        self._label = QLabel(status_bar)
        # No taller than a line of text: a taller status bar would lay out and paint the whole window again.
        height = self._label.sizeHint().height()
        self._bar = QProgressBar(status_bar)
        self._bar.setMaximumWidth(160)
        self._bar.setFixedHeight(height)
        self._bar.setTextVisible(False)
        self._bar.setRange(0, 0)  # busy
        self._progress = QTimer(self)  # the progress shows a few times a second, not at every step
        self._progress.setInterval(PROGRESS_EVERY)
        self._progress.timeout.connect(self._update)
        self._cancel = QToolButton(status_bar)
        self._cancel.setAutoRaise(True)
        self._cancel.setFixedHeight(height)
        self._cancel.clicked.connect(self.cancel)
        for widget in (self._label, self._bar, self._cancel):
            status_bar.addPermanentWidget(widget)
            widget.hide()

    # -- opening -------------------------------------------------------------------------

    def open(self, paths: Sequence[str]) -> None:
        """Read ``paths`` in turn. A file still being read is dropped (and the files waiting their
        turn); files already listed keep being checked, except an earlier copy of one of ``paths``."""
        self._queue.clear()
        for job in list(self._jobs):
            if not job.is_listed or job.path in paths:
                self._stop(job)
        self._queue.extend(paths)
        self.next_file()

    def next_file(self) -> None:
        """Start reading the next file waiting, unless one is being read."""
        if any(not job.is_listed for job in self._jobs) or not self._queue:
            self._update()
            return
        self._jobs.append(_Job(self, self._queue.popleft()))
        self._update()

    def cancel(self) -> None:
        """Stop every reading and checking; files not wholly listed leave the list."""
        self._queue.clear()
        for job in list(self._jobs):
            self._stop(job)

    def stop(self) -> None:
        """Cancel, and wait for the threads to end (the window is closing)."""
        self.cancel()
        for reader in list(self._stopping):
            reader.wait()
        self._stopping.clear()  # their jobs go with the loader

    @property
    def is_busy(self) -> bool:
        """Something is being read, listed or checked, or waits its turn."""
        return bool(self._jobs or self._queue)

    # -- for the jobs --------------------------------------------------------------------------

    def _stop(self, job: _Job) -> None:
        if job.reader.isRunning():
            self._stopping.append(job.reader)
        job.stop()

    def ended(self, reader: _Reader) -> None:
        if reader in self._stopping:
            self._stopping.remove(reader)

    def has(self, job: _Job) -> bool:
        return job in self._jobs

    def forget(self, job: _Job) -> None:
        if job in self._jobs:
            self._jobs.remove(job)
        self.next_file()
        if not self.is_busy:
            self.idle.emit()

    def _shown(self) -> _Job | None:
        """The job whose progress shows: the file being read, else the first being checked."""
        return next((job for job in self._jobs if not job.is_listed), self._jobs[0] if self._jobs else None)

    def _update(self) -> None:
        """Show the progress of the job shown, or hide it all when nothing is read or checked."""
        job = self._shown()
        for widget in (self._label, self._bar, self._cancel):
            widget.setVisible(job is not None)
        if job is None:
            self._progress.stop()
            return
        if not self._progress.isActive():
            self._progress.start()
        self._cancel.setText(self.tr("Cancel"))  # here: in the language of the moment, a few times a second
        self._cancel.setToolTip(self.tr("Stop reading the file: the boards listed so far are dropped"))
        name = Path(job.path).name
        total = len(job.entries)
        # The bar stays busy: setting a value repaints the window's pending regions there and then.
        if not total:
            self._label.setText(arg(self.tr("Reading %1…"), name))
        elif not job.is_listed:
            self._label.setText(arg(self.tr("Listing the boards of %1: %2 of %3"), name, job.listed, total))
        else:
            text = self.tr("Checking the auctions and plays of %1: %2 of %3")
            self._label.setText(arg(text, name, job.checked, total))
