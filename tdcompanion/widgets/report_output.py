"""Printing a report and saving it as PDF, for any window that has one (an incident, a session).

:func:`print_report` asks for a printer with the system's print dialog; :func:`save_pdf` asks for a
file name. Both take the report's HTML (:mod:`tdcompanion.wording.report`) and say in a message box
what went wrong and where, if anything does; the report itself is never lost, the caller keeps it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from tdcompanion.models.report_document import paint_pages, report_document, write_pdf
from tdcompanion.models.text import arg

PDF_SUFFIX = ".pdf"


def print_report(parent: QWidget | None, html: str) -> bool:
    """Print ``html`` on a printer the user picks; ``True`` once printed, ``False`` if cancelled or failed."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("ReportOutput", "Print Report"))
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    try:
        paint_pages(report_document(html), printer)
    except OSError as exc:
        where = printer.outputFileName() or printer.printerName()
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("ReportOutput", "Print Report"),
            arg(
                QCoreApplication.translate(
                    "ReportOutput", "The report could not be printed on “%1”: %2.\nCheck the printer and print again."
                ),
                where,
                exc.strerror or str(exc),
            ),
        )
        return False
    return True


def save_pdf(parent: QWidget | None, html: str, suggested_name: str) -> Path | None:
    """Save ``html`` as a PDF file the user names (``suggested_name`` offered first, ``.pdf`` added if
    left out); the file saved, or ``None`` if cancelled or it could not be written."""
    name, _ = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("ReportOutput", "Save Report as PDF"),
        suggested_name,
        QCoreApplication.translate("ReportOutput", "PDF documents (*.pdf)"),
    )
    if not name:
        return None
    path = Path(name)
    if path.suffix.lower() != PDF_SUFFIX:
        path = path.with_name(path.name + PDF_SUFFIX)
    try:
        write_pdf(html, path)
    except OSError as exc:
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("ReportOutput", "Save Report as PDF"),
            arg(
                QCoreApplication.translate(
                    "ReportOutput",
                    "The report could not be saved as “%1”: %2.\nChoose another folder or name and save again.",
                ),
                path,
                exc.strerror or str(exc),
            ),
        )
        return None
    return path
