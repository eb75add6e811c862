"""Printing a report and saving it as PDF: the dialogs are stood in for, the files are real."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QDialog, QWidget

from tdcompanion.core import incident as incident_file
from tdcompanion.widgets import report_output
from tdcompanion.widgets.report_output import print_report, save_pdf
from tdcompanion.wording.report import incident_html

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture
def html() -> str:
    return incident_html(incident_file.load(EXAMPLES / "law54-opening-lead-out-of-turn.json"), "el")


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The message boxes shown, as (title, text), instead of showing them."""
    shown: list[tuple[str, str]] = []

    def warning(parent: QWidget | None, title: str, text: str) -> None:
        shown.append((title, text))

    monkeypatch.setattr(report_output.QMessageBox, "warning", staticmethod(warning))
    return shown


def answer_save_dialog(monkeypatch: pytest.MonkeyPatch, answer: str) -> list[tuple[str, str, str]]:
    asked: list[tuple[str, str, str]] = []

    def get_save_file_name(parent: QWidget | None, caption: str, directory: str, filters: str) -> tuple[str, str]:
        asked.append((caption, directory, filters))
        return answer, filters

    monkeypatch.setattr(report_output.QFileDialog, "getSaveFileName", staticmethod(get_save_file_name))
    return asked


def test_save_pdf_writes_the_file_named_adding_the_suffix(
    qtbot: object, html: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, warnings: list[tuple[str, str]]
) -> None:
    asked = answer_save_dialog(monkeypatch, str(tmp_path / "board-3"))
    saved = save_pdf(None, html, "board-3-table-7.pdf")
    assert saved == tmp_path / "board-3.pdf"
    assert saved.read_bytes().startswith(b"%PDF-")
    assert asked == [("Save Report as PDF", "board-3-table-7.pdf", "PDF documents (*.pdf)")]
    assert warnings == []


def test_save_pdf_cancelled_writes_nothing(
    qtbot: object, html: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, warnings: list[tuple[str, str]]
) -> None:
    answer_save_dialog(monkeypatch, "")
    assert save_pdf(None, html, str(tmp_path / "report.pdf")) is None
    assert list(tmp_path.iterdir()) == [] and warnings == []


def test_save_pdf_that_fails_says_what_and_where(
    qtbot: object, html: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, warnings: list[tuple[str, str]]
) -> None:
    target = tmp_path / "no such folder" / "report.pdf"
    answer_save_dialog(monkeypatch, str(target))
    assert save_pdf(None, html, "report.pdf") is None
    assert len(warnings) == 1
    title, text = warnings[0]
    assert title == "Save Report as PDF"
    assert f"“{target}”" in text and "No such file or directory" in text


@pytest.mark.usefixtures("greek")
def test_save_pdf_error_in_greek(
    qtbot: object, html: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, warnings: list[tuple[str, str]]
) -> None:
    target = tmp_path / "missing" / "report.pdf"
    answer_save_dialog(monkeypatch, str(target))
    save_pdf(None, html, "report.pdf")
    title, text = warnings[0]
    assert title == "Αποθήκευση αναφοράς ως PDF"
    assert text.startswith("Η αναφορά δεν αποθηκεύτηκε ως") and str(target) in text


class _PrintDialog:
    """Stands in for QPrintDialog: the user picks "print to file" (``file``) and presses Print, or cancels."""

    file: str = ""
    accept = True
    titles: list[str] = []  # noqa: RUF012 - shared on purpose: the test reads what the code set

    def __init__(self, printer: QPrinter, parent: QWidget | None = None) -> None:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(self.file)

    def setWindowTitle(self, title: str) -> None:
        self.titles.append(title)

    def exec(self) -> QDialog.DialogCode:
        return QDialog.DialogCode.Accepted if self.accept else QDialog.DialogCode.Rejected


@pytest.fixture
def print_dialog(monkeypatch: pytest.MonkeyPatch) -> type[_PrintDialog]:
    dialog = type("PrintDialog", (_PrintDialog,), {"titles": []})
    monkeypatch.setattr(report_output, "QPrintDialog", dialog)
    return dialog


def test_print_report_prints_every_page(
    qtbot: object, html: str, tmp_path: Path, print_dialog: type[_PrintDialog], warnings: list[tuple[str, str]]
) -> None:
    print_dialog.file = str(tmp_path / "printed.pdf")
    assert print_report(None, html) is True
    printed = (tmp_path / "printed.pdf").read_bytes()
    assert printed.startswith(b"%PDF-") and b"/Type /Page" in printed
    assert print_dialog.titles == ["Print Report"] and warnings == []


def test_print_report_cancelled_prints_nothing(
    qtbot: object, html: str, tmp_path: Path, print_dialog: type[_PrintDialog], warnings: list[tuple[str, str]]
) -> None:
    print_dialog.file, print_dialog.accept = str(tmp_path / "printed.pdf"), False
    assert print_report(None, html) is False
    assert list(tmp_path.iterdir()) == [] and warnings == []


def test_print_report_that_fails_says_on_which_printer(
    qtbot: object, html: str, tmp_path: Path, print_dialog: type[_PrintDialog], warnings: list[tuple[str, str]]
) -> None:
    print_dialog.file = str(tmp_path / "missing" / "printed.pdf")
    assert print_report(None, html) is False
    assert len(warnings) == 1
    title, text = warnings[0]
    assert title == "Print Report" and print_dialog.file in text
