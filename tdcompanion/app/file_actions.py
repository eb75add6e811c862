"""The main window's file work: opening PBN and LIN files (read in a thread by
:mod:`~tdcompanion.app.board_loader`) and incident files, in the order given (:func:`open_paths`: the
command line, a later launch's files, File > Open), listing the sections that could not be read and the
Contract and Declarer tags that contradict the auction in the problems panel
(:mod:`~tdcompanion.widgets.problems_panel`), exporting the board shown as PBN.

Loaded on first use, not at start-up (the window shows before any of this is needed); it acts on
the window through :class:`~tdcompanion.app.window_api.WindowAPI`.
Texts are in the ``MainWindow`` translation context, as if written in the window's
class: ``QCoreApplication.translate("MainWindow", ...)`` is ``MainWindow.tr(...)``.
"""

from __future__ import annotations

import json
import logging
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING, Final, Literal, cast

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tdcompanion.app.board_files import LIN_SUFFIXES, board_with_record, is_lin, write_pbn
from tdcompanion.app.i18n import arg
from tdcompanion.core.errors import InputError, LinDecodeError, PBNDecodeError
from tdcompanion.core.safe_read import INCIDENT_LIMIT, MIB, FileRefusedError, read_file

if TYPE_CHECKING:
    from tdcompanion.app.board_files import Problem
    from tdcompanion.app.board_list import BoardEntry, FileBranch
    from tdcompanion.app.board_loader import BoardLoader, Found
    from tdcompanion.app.window_api import WindowAPI
    from tdcompanion.core.contract import Contract, PassedOut
    from tdcompanion.widgets.problems_panel import ProblemsPanel

log = logging.getLogger(__name__)

# -- opening ------------------------------------------------------------------------------------


#: The endings of board files (read by the board loader) and of incident files.
BOARD_SUFFIXES: Final = (".pbn", *LIN_SUFFIXES)
INCIDENT_SUFFIXES: Final = (".json",)
#: Bytes looked at to tell the kind of a file whose ending says nothing.
SNIFF: Final = 64


def open_dialog(window: WindowAPI) -> None:
    recent = window.settings.recent_files
    start = str(Path(recent[0]).parent) if recent else str(Path.home())
    paths, _ = QFileDialog.getOpenFileNames(
        window.window(),
        QCoreApplication.translate("MainWindow", "Open Boards"),
        start,
        QCoreApplication.translate(
            "MainWindow",
            "Board files (*.pbn *.lin);;PBN files (*.pbn);;LIN files (*.lin);;Incident files (*.json);;All files (*)",
        ),
    )
    open_paths(window, paths)


def file_kind(path: str) -> Literal["boards", "incident"]:
    """What ``path`` holds, by its ending (``.pbn``, ``.lin``: boards; ``.json``: an incident or an
    incident's draft); a file with another ending by its first bytes (a JSON object: an incident). A file
    that cannot be read counts as boards: the board loader says why it cannot be opened, as for any."""
    suffix = Path(path).suffix.lower()
    if suffix in BOARD_SUFFIXES:
        return "boards"
    if suffix in INCIDENT_SUFFIXES:
        return "incident"
    try:
        if not Path(path).is_file():  # not opened: a FIFO would wait for a writer
            return "boards"
        with Path(path).open("rb") as f:
            head = f.read(SNIFF)
    except OSError:
        return "boards"
    return "incident" if head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{") else "boards"


def open_paths(window: WindowAPI, paths: list[str]) -> None:
    """Open board files and incident files, one after the other in the order given (after those still
    waiting their turn): each board file's boards listed before the next file is looked at, each incident
    on a board of its own (:func:`open_incident_path`). What cannot be opened is said as File > Open says
    it, and the rest still opens."""
    queue = window.window().findChild(OpenQueue, OpenQueue.NAME)
    if queue is None:
        queue = OpenQueue(window)
    queue.add([str(Path(p).absolute()) for p in paths])


class OpenQueue(QObject):
    """The files :func:`open_paths` was given and has not opened yet, in order; a run of board files goes to
    the board loader together (it reads them in turn), and the next file waits until they are listed
    (or could not be), so that an incident named after a file opens after it."""

    NAME: Final = "open-queue"

    def __init__(self, window: WindowAPI) -> None:
        super().__init__(window.window())
        self.setObjectName(self.NAME)
        self._window = window
        self._paths: deque[str] = deque()
        self._reading: set[str] = set()  # board files given to the loader and not listed yet
        self._busy = False
        loader = window.file_loader
        loader.listed.connect(lambda path, _branch: self._done(path))
        loader.failed.connect(lambda path, _error: self._done(path))
        loader.found_none.connect(self._done)
        loader.idle.connect(self._all_done)  # a reading cancelled (nothing left to read)

    def add(self, paths: list[str]) -> None:
        self._paths.extend(paths)
        self._next()

    def _done(self, path: str) -> None:
        if path in self._reading:
            self._reading.discard(path)
            if not self._reading:
                QTimer.singleShot(0, self, self._next)

    def _all_done(self) -> None:
        if self._reading:
            self._reading.clear()
            QTimer.singleShot(0, self, self._next)

    def _next(self) -> None:
        if self._busy:  # a message box of an incident below, its event loop running
            return
        self._busy = True
        try:
            while self._paths and not self._reading:
                path = self._paths.popleft()
                if file_kind(path) == "incident":
                    open_incident_path(self._window, Path(path))
                    continue
                boards = [path]
                while self._paths and file_kind(self._paths[0]) == "boards":
                    boards.append(self._paths.popleft())
                wanted = _to_read(self._window, boards)
                if wanted:
                    self._window.open_files(wanted)
                self._reading.update(wanted)
        finally:
            self._busy = False


def open_incident_path(window: WindowAPI, path: Path) -> bool:
    """Show the incident of ``path`` on a board of its own; False (and the Director told why, as the
    incidents list does) if it cannot be read. A draft (``.drafts`` in an incidents folder: an incident
    with the changes not saved) opens as an incident not saved yet: saving it makes a new incident
    file of the incidents folder, and the draft is left as it is."""
    if not _is_draft(path):
        opened = window.open_incident(path)
    else:
        from tdcompanion.app.incident_actions import open_incident

        incident = window.keeper.load(path, window.window())
        opened = incident is not None
        if incident is not None:
            open_incident(window, incident, None)
    if opened:
        log.info("opened incident %s", path)
        window.statusBar().showMessage(
            arg(QCoreApplication.translate("MainWindow", "Opened %1"), path.name), 5000)  # fmt: skip
    return opened


def _is_draft(path: Path) -> bool:
    """Whether ``path`` holds a draft (:mod:`tdcompanion.storage.drafts`: an incident with its writer's mark)."""
    from tdcompanion.storage.drafts import DRAFT_KEY

    try:
        document = json.loads(read_file(path, INCIDENT_LIMIT))
    except (OSError, ValueError, RecursionError):
        return False  # not read here: the incident's reader says why
    return isinstance(document, dict) and DRAFT_KEY in document


def open_files(window: WindowAPI, paths: list[str]) -> None:
    """Read the boards of PBN or LIN files into ``window``'s list, one file after the other, in a thread
    (:class:`~tdcompanion.app.board_loader.BoardLoader`); see :meth:`MainWindow.open_files`."""
    wanted = _to_read(window, paths)
    if wanted:
        window.file_loader.open(wanted)


def _to_read(window: WindowAPI, paths: list[str]) -> list[str]:
    """``paths`` made absolute, once each, but those open already with edits (shown, and said so)."""
    wanted = []
    for path in (str(Path(p).absolute()) for p in paths):
        if any(e.is_modified for e in window.board_list.file_entries(path)):
            window.board_list.select_file(path)
            window.statusBar().showMessage(
                arg(
                    QCoreApplication.translate("MainWindow", "%1 is already open, with edits: they are kept"),
                    Path(path).name,
                ),
                8000,
            )
        elif path not in wanted:
            wanted.append(path)
    return wanted


def make_loader(window: WindowAPI) -> BoardLoader:
    """The window's file loader, its outcomes said in the window."""
    from tdcompanion.app.board_loader import BoardLoader

    loader = BoardLoader(window.board_list, window.statusBar(), window.window())
    loader.listed.connect(lambda path, _branch: _listed(window, path))
    loader.problems_found.connect(lambda branch, found: _show_problems(window, branch, found))
    loader.failed.connect(lambda path, error: _report_failure(window, path, error))
    loader.found_none.connect(lambda path: _report_no_boards(window, path))
    return loader


def _listed(window: WindowAPI, path: str) -> None:
    log.info("opened %s", path)
    window.fit_board_list()
    window.note_file_opened(path)
    window.statusBar().showMessage(arg(QCoreApplication.translate("MainWindow", "Opened %1"), Path(path).name), 5000)
    panel = window.problems_panel_if_made
    if panel is not None:  # the problems of a branch no longer listed (the file read again) go too
        branches = set(window.board_list.branches())
        for group in {row.group for row in panel.rows()} - branches:
            panel.remove_group(group)


def _report_failure(window: WindowAPI, path: str, error: Exception) -> None:
    log.warning("cannot open %s: %s", path, error, exc_info=not isinstance(error, (InputError, OSError)))
    if isinstance(error, PBNDecodeError):
        details = _said(error.reason)
        if error.line is not None:
            details = arg(QCoreApplication.translate("MainWindow", "Line %1: %2"), error.line, details)
        _error(window, QCoreApplication.translate("MainWindow", "The file %1 is not valid PBN."), path, details)
    elif isinstance(error, LinDecodeError):
        template = QCoreApplication.translate("MainWindow", "The file %1 is not valid LIN.")
        _error(window, template, path, _lin_details(error))
    elif isinstance(error, FileRefusedError):
        template = QCoreApplication.translate("MainWindow", "The file %1 could not be opened.")
        _error(window, template, path, _refusal(error))
    else:
        template = QCoreApplication.translate("MainWindow", "The file %1 could not be opened.")
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        _error(window, template, path, reason or type(error).__name__)


def _refusal(error: FileRefusedError) -> str:
    """Why a file was not read (:mod:`~tdcompanion.core.safe_read`), in the interface's language."""
    if error.limit is not None:
        return arg(QCoreApplication.translate(
            "MainWindow", "It is larger than %1 MB, the most TD Companion reads from a board file."),
            str(error.limit // MIB))  # fmt: skip
    kinds = {
        "folder": QCoreApplication.translate("MainWindow", "It is a folder, not a file."),
        "fifo": QCoreApplication.translate("MainWindow", "It is a named pipe (FIFO), not a regular file."),
        "character_device": QCoreApplication.translate("MainWindow", "It is a device, not a regular file."),
        "block_device": QCoreApplication.translate("MainWindow", "It is a device, not a regular file."),
        "socket": QCoreApplication.translate("MainWindow", "It is a socket, not a regular file."),
    }
    return kinds.get(error.kind or "", QCoreApplication.translate("MainWindow", "It is not a regular file."))


def _report_no_boards(window: WindowAPI, path: str) -> None:
    log.warning("no boards in %s", path)
    kind = (
        QCoreApplication.translate("MainWindow", "LIN")
        if is_lin(path)
        else QCoreApplication.translate("MainWindow", "PBN")
    )
    details = arg(QCoreApplication.translate("MainWindow", "No %1 board was found in it."), kind)
    _error(window, QCoreApplication.translate("MainWindow", "The file %1 holds no boards."), path, details)


def _show_problems(window: WindowAPI, branch: FileBranch, found: Found) -> None:
    """List the sections not read and the tags against the auction in the problems panel, and mark their
    boards in the board list."""
    from tdcompanion.widgets.problems_panel import ProblemRow

    rows = []
    marks = {}
    for index, entry, problems in found:
        number = "" if entry.board.number is None else str(entry.board.number)
        texts = [problem_text(p, number) for p in problems]
        marks[index] = "\n".join(texts)
        for problem, text in zip(problems, texts, strict=True):
            at = getattr(problem, "line", None)
            line = "" if at is None else str(at)
            section = _section_name(problem)
            rows.append(ProblemRow(branch, entry, index, problem, number, section, line, _what(problem), text))
    window.board_list.mark_problems(branch, marks)
    window.problems_panel.add_rows(rows)


def _reword_problems(window: WindowAPI) -> None:
    """The problems listed, and the marks in the board list, in the language just chosen."""
    panel = window.problems_panel
    rows = panel.rows()
    if not rows:
        return
    panel.clear_rows()
    found: dict[object, Found] = {}
    for row in rows:
        listed = found.setdefault(row.group, [])
        problem = cast("Problem", row.source)
        if listed and listed[-1][1] is row.board:  # another problem of the same board
            index, entry, problems = listed[-1]
            listed[-1] = (index, entry, (*problems, problem))
        else:
            listed.append((row.position, cast("BoardEntry", row.board), (problem,)))
    for group, boards in found.items():
        _show_problems(window, cast("FileBranch", group), boards)


def make_problems_panel(window: WindowAPI) -> ProblemsPanel:
    """The problems panel, under the board list (in one column with it); hidden while it lists nothing."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QSplitter

    from tdcompanion.widgets.problems_panel import ProblemsPanel

    board_list = window.board_list
    shown = not board_list.isHidden()
    sizes = window.splitter.sizes()
    column = QSplitter(Qt.Orientation.Vertical)
    column.setObjectName("board-column")
    column.setChildrenCollapsible(False)
    window.splitter.insertWidget(window.splitter.indexOf(board_list), column)  # the splitter owns it
    column.addWidget(board_list)  # out of the window's splitter, into the column
    board_list.setVisible(shown)
    window.splitter.setSizes(sizes)
    panel = ProblemsPanel()
    column.addWidget(panel)
    column.setStretchFactor(0, 3)
    column.setStretchFactor(1, 1)
    panel.hide()
    panel.count_changed.connect(lambda count: panel.setVisible(count > 0))
    panel.chosen.connect(board_list.select_entry)
    panel.retranslated.connect(lambda: _reword_problems(window))
    board_list.entry_selected.connect(panel.set_current)
    panel.set_current(board_list.current_entry())
    return panel


def _lin_details(exc: Exception) -> str:
    line, pair = getattr(exc, "line", None), getattr(exc, "pair", None)
    reason = _said(getattr(exc, "reason", str(exc)))
    if line is not None and pair is not None:
        return arg(QCoreApplication.translate("MainWindow", "Line %1, item %2: %3"), line, pair, reason)
    if line is not None:
        return arg(QCoreApplication.translate("MainWindow", "Line %1: %2"), line, reason)
    if pair is not None:
        return arg(QCoreApplication.translate("MainWindow", "Item %1: %2"), pair, reason)
    return str(reason)


def problem_text(problem: Problem, number: str | None = None) -> str:
    """One problem of a board in words: a section that could not be read (board, section, line, token,
    why), or a tag against the auction (board ``number``, what each says)."""
    if not isinstance(problem, PBNDecodeError):
        return arg(QCoreApplication.translate("MainWindow", "Board %1: %2"), number or "?", _what(problem))
    board = getattr(problem, "board", None)
    token = getattr(problem, "token", None)
    where = arg(
        QCoreApplication.translate("MainWindow", "Board %1, %2 section"),
        board if board is not None else "?",
        _section_name(problem),
    )
    if problem.line is not None:
        where = arg(QCoreApplication.translate("MainWindow", "%1, line %2"), where, problem.line)
    if token is not None:
        where = arg(QCoreApplication.translate("MainWindow", "%1, “%2”"), where, token)
    return arg(QCoreApplication.translate("MainWindow", "%1: %2"), where, _said(problem.reason))


def _section_name(problem: Problem) -> str:
    """The section not read, or the tag that contradicts the auction."""
    from tdcompanion.core.pbn import ContractMismatch, DeclarerMismatch

    if isinstance(problem, DeclarerMismatch):
        return QCoreApplication.translate("MainWindow", "Declarer", "the PBN tag")
    if isinstance(problem, ContractMismatch):
        return QCoreApplication.translate("MainWindow", "Contract", "the PBN tag")
    section = getattr(problem, "section", "")
    names = {
        "Auction": QCoreApplication.translate("MainWindow", "Auction"),
        "Play": QCoreApplication.translate("MainWindow", "Play"),
    }
    return names.get(section, section)


def _what(problem: Problem) -> str:
    """What was wrong: the token, if any, and why; or what the tag and the auction each say."""
    from tdcompanion.core.pbn import ContractMismatch, DeclarerMismatch

    if isinstance(problem, DeclarerMismatch):
        from tdcompanion.models.labels import seat_name

        template = QCoreApplication.translate("MainWindow", "The Declarer tag says %1, the auction says %2")
        return arg(template, seat_name(problem.tag), seat_name(problem.auction))
    if isinstance(problem, ContractMismatch):
        template = QCoreApplication.translate("MainWindow", "The Contract tag says %1, the auction says %2")
        return arg(template, _contract_words(problem.tag), _contract_words(problem.auction))
    token = getattr(problem, "token", None)
    if token is None:
        return _said(problem.reason)
    return arg(QCoreApplication.translate("MainWindow", "“%1”: %2"), token, _said(problem.reason))


def _contract_words(contract: Contract | PassedOut) -> str:
    from tdcompanion.core.contract import Contract
    from tdcompanion.models.labels import contract_text

    if isinstance(contract, Contract):
        return contract_text(contract.pbn, contract.declarer)
    return contract_text("Pass")


def _said(reason: str) -> str:
    """Why the core refused something, in the interface's language where the catalogue can say it."""
    from tdcompanion.models.text import interface_language
    from tdcompanion.wording.said_text import said_text

    return said_text(reason, interface_language())


def kept_sections_text(entry: BoardEntry) -> str:
    """What could not be read of ``entry``'s board, and that it is kept as written."""
    texts = [problem_text(p) for p in entry.loaded.problems]
    kept = QCoreApplication.translate("MainWindow", "Kept as written in the file until you record it again.")
    return f"{' '.join(texts)} {kept}"


def _error(window: WindowAPI, template: str, path: str, details: str, title: str | None = None) -> None:
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        title if title is not None else QCoreApplication.translate("MainWindow", "Cannot Open File"),
        arg(template, path),
        parent=window.window(),
    )
    box.setInformativeText(details)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()


# -- exporting ----------------------------------------------------------------------------------


def suggested_export_path(window: WindowAPI) -> str:
    entry = window.current_entry
    board = entry.board
    recent = window.settings.recent_files
    folder = Path(entry.path).parent if entry.path else (Path(recent[0]).parent if recent else Path.home())
    stem = Path(entry.path).stem + "-" if entry.path else ""
    number = board.number if board.number is not None else 0
    return str(folder / f"{stem}board{number}.pbn")


def export_dialog(window: WindowAPI) -> None:
    path, _ = QFileDialog.getSaveFileName(
        window.window(),
        QCoreApplication.translate("MainWindow", "Export PBN"),
        suggested_export_path(window),
        QCoreApplication.translate("MainWindow", "PBN files (*.pbn)"),
    )
    if path:
        if not Path(path).suffix:
            path += ".pbn"
        window.export_pbn(path)


def export_pbn(window: WindowAPI, path: str) -> bool:
    """Write the board shown in ``window`` as a PBN file; see :meth:`MainWindow.export_pbn`."""
    from tdcompanion.core.pbn import PBNEncodeError

    entry = window.current_entry
    record = entry.document.record
    title = QCoreApplication.translate("MainWindow", "Cannot Export")
    try:
        board = board_with_record(record.board, entry.document.auction, record.play, entry.loaded.unreadable_sections)
        write_pbn(path, [board])
    except PBNEncodeError as exc:
        log.warning("cannot export to %s: %s", path, exc)
        template = QCoreApplication.translate("MainWindow", "The board cannot be written as PBN to %1.")
        _error(window, template, path, str(exc), title)
        return False
    except OSError as exc:
        log.warning("cannot export to %s: %s", path, exc)
        template = QCoreApplication.translate("MainWindow", "The file %1 could not be written.")
        _error(window, template, path, exc.strerror or str(exc), title)
        return False
    log.info("exported %s", path)
    entry.document.undo_stack.setClean()
    window.board_list.refresh_entry(entry)
    window.setWindowModified(False)
    window.statusBar().showMessage(
        arg(QCoreApplication.translate("MainWindow", "Exported to %1"), Path(path).name), 5000
    )
    return True
