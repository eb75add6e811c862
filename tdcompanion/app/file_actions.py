"""The main window's file work: opening PBN and LIN files, saying what could not be read,
exporting the board shown as PBN.

Loaded on first use, not at start-up (the window shows before any of this is needed); it acts on
the window through :class:`~tdcompanion.app.window_api.WindowAPI`.
Texts are in the ``MainWindow`` translation context, as if written in the window's
class: ``QCoreApplication.translate("MainWindow", ...)`` is ``MainWindow.tr(...)``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tdcompanion.app.board_files import board_with_record, is_lin, read_boards, write_pbn
from tdcompanion.app.i18n import arg
from tdcompanion.core.errors import LinDecodeError, PBNDecodeError
from tdcompanion.models.text import ntranslate

if TYPE_CHECKING:
    from tdcompanion.app.board_list import BoardEntry
    from tdcompanion.app.window_api import WindowAPI

#: Section problems listed in full when a file is opened; the rest are counted.
PROBLEMS_LISTED = 6


# -- opening ------------------------------------------------------------------------------------


def open_dialog(window: WindowAPI) -> None:
    recent = window.settings.recent_files
    start = str(Path(recent[0]).parent) if recent else str(Path.home())
    paths, _ = QFileDialog.getOpenFileNames(
        window.window(),
        QCoreApplication.translate("MainWindow", "Open Boards"),
        start,
        QCoreApplication.translate(
            "MainWindow", "Board files (*.pbn *.lin);;PBN files (*.pbn);;LIN files (*.lin);;All files (*)"
        ),
    )
    window.open_files(paths)


def open_file(window: WindowAPI, path: str) -> bool:
    """Read the boards of a PBN or LIN file into ``window``'s list; see :meth:`MainWindow.open_file`."""
    path = str(Path(path).absolute())
    if any(e.is_modified for e in window.board_list.file_entries(path)):
        window.board_list.select_file(path)
        window.statusBar().showMessage(
            arg(
                QCoreApplication.translate("MainWindow", "%1 is already open, with edits: they are kept"),
                Path(path).name,
            ),
            8000,
        )
        return True
    try:
        boards = read_boards(path)
    except PBNDecodeError as exc:
        details = _said(exc.reason)
        if exc.line is not None:
            details = arg(QCoreApplication.translate("MainWindow", "Line %1: %2"), exc.line, details)
        _error(window, QCoreApplication.translate("MainWindow", "The file %1 is not valid PBN."), path, details)
        return False
    except LinDecodeError as exc:
        template = QCoreApplication.translate("MainWindow", "The file %1 is not valid LIN.")
        _error(window, template, path, _lin_details(exc))
        return False
    except OSError as exc:
        template = QCoreApplication.translate("MainWindow", "The file %1 could not be opened.")
        _error(window, template, path, exc.strerror or str(exc))
        return False
    if not boards:
        kind = (
            QCoreApplication.translate("MainWindow", "LIN")
            if is_lin(path)
            else QCoreApplication.translate("MainWindow", "PBN")
        )
        details = arg(QCoreApplication.translate("MainWindow", "No %1 board was found in it."), kind)
        _error(window, QCoreApplication.translate("MainWindow", "The file %1 holds no boards."), path, details)
        return False
    window.board_list.add_file(path, boards)
    window.fit_board_list()
    window.note_file_opened(path)
    window.statusBar().showMessage(arg(QCoreApplication.translate("MainWindow", "Opened %1"), Path(path).name), 5000)
    problems = [p for board in boards for p in board.problems]
    if problems:
        _report_problems(window, path, problems)
    return True


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


def problem_text(problem: PBNDecodeError) -> str:
    """One section that could not be read, in words: board, section, line, token, why."""
    section = getattr(problem, "section", "")
    names = {
        "Auction": QCoreApplication.translate("MainWindow", "Auction"),
        "Play": QCoreApplication.translate("MainWindow", "Play"),
    }
    board = getattr(problem, "board", None)
    token = getattr(problem, "token", None)
    where = arg(
        QCoreApplication.translate("MainWindow", "Board %1, %2 section"),
        board if board is not None else "?",
        names.get(section, section),
    )
    if problem.line is not None:
        where = arg(QCoreApplication.translate("MainWindow", "%1, line %2"), where, problem.line)
    if token is not None:
        where = arg(QCoreApplication.translate("MainWindow", "%1, “%2”"), where, token)
    return arg(QCoreApplication.translate("MainWindow", "%1: %2"), where, _said(problem.reason))


def _said(reason: str) -> str:
    """Why the core refused something, in the interface's language where the catalogue can say it."""
    from tdcompanion.models.text import interface_language
    from tdcompanion.wording.said_text import said_text

    return said_text(reason, interface_language())


def _report_problems(window: WindowAPI, path: str, problems: list[PBNDecodeError]) -> None:
    lines = [problem_text(p) for p in problems[:PROBLEMS_LISTED]]
    more = len(problems) - PROBLEMS_LISTED
    if more > 0:
        lines.append(ntranslate("MainWindow", "… and %n more", "… and %n more", more))
    lines.append("")
    lines.append(
        QCoreApplication.translate(
            "MainWindow",
            "Those boards are shown without what could not be read; the sections stay as written "
            "in the file until you record that auction or play again.",
        )
    )
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("MainWindow", "Sections Not Read"),
        arg(QCoreApplication.translate("MainWindow", "Some auctions or plays in %1 could not be read."), path),
        parent=window.window(),
    )
    box.setInformativeText("\n".join(lines))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()


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
        template = QCoreApplication.translate("MainWindow", "The board cannot be written as PBN to %1.")
        _error(window, template, path, str(exc), title)
        return False
    except OSError as exc:
        template = QCoreApplication.translate("MainWindow", "The file %1 could not be written.")
        _error(window, template, path, exc.strerror or str(exc), title)
        return False
    entry.document.undo_stack.setClean()
    window.board_list.refresh_entry(entry)
    window.setWindowModified(False)
    window.statusBar().showMessage(
        arg(QCoreApplication.translate("MainWindow", "Exported to %1"), Path(path).name), 5000
    )
    return True
