"""A report (HTML from :mod:`tdcompanion.wording.report`) laid out on A4 pages, painted on a printer,
a PDF file or an image, with the page number at the foot of each page.

The document is laid out once, in the screen's units, on pages the size of the paper's printable
area less a footer; painting scales it to the device, so what the page count says is what prints.
Each layout keeps every heading on the page of its text (:func:`keep_headings_with_text`: Qt has
no "keep with next").
QtGui only: the print dialog and the file dialog are the widgets' business.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QTextBlock,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)

from tdcompanion.storage.atomic import atomic_file
from tdcompanion.wording.print_colours import FOOTER, PAPER

#: Page margins on every side, in millimetres.
MARGIN_MM = 15.0
#: Room at the foot of each page for its number, in millimetres.
FOOTER_MM = 8.0
#: The report's type: a face with Greek letters and the four suit symbols, whichever the system has first.
FONT_FAMILIES = ["DejaVu Sans", "Noto Sans", "Segoe UI", "Arial", "Helvetica", "Liberation Sans"]
FONT_POINTS = 10.0
PDF_DPI = 300
A4_MM = QSizeF(210.0, 297.0)
MM_PER_INCH = 25.4


def layout_dpi() -> float:
    """The resolution a QTextDocument without a paint device lays out in (the screen's logical DPI)."""
    screen = QGuiApplication.primaryScreen() if QGuiApplication.instance() is not None else None
    return screen.logicalDotsPerInchY() if screen is not None else 96.0


def report_document(html: str) -> QTextDocument:
    """``html`` as a document on A4 pages (15 mm margins, a footer line), in a readable 10 pt sans face."""
    document = QTextDocument()
    font = QFont()
    font.setFamilies(FONT_FAMILIES)
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPointSizeF(FONT_POINTS)
    document.setDefaultFont(font)
    document.setDocumentMargin(2)
    document.setHtml(html)
    dpi = layout_dpi()
    width = (A4_MM.width() - 2 * MARGIN_MM) * dpi / MM_PER_INCH
    height = (A4_MM.height() - 2 * MARGIN_MM - FOOTER_MM) * dpi / MM_PER_INCH
    set_page_size(document, QSizeF(width, height))
    return document


def set_page_size(document: QTextDocument, size: QSizeF) -> None:
    """Lay ``document`` out on pages of ``size``, each heading kept on the page of the text after it
    (:func:`keep_headings_with_text`)."""
    document.setPageSize(size)
    keep_headings_with_text(document)


def keep_headings_with_text(document: QTextDocument) -> None:
    """Move every heading left at the foot of a page, its text on the next, to the top of the next page.

    QTextDocument has no "keep with next": the document is laid out, the first heading (``<h1>`` to
    ``<h6>``) whose next block starts on a later page is found, a page break is put before it (before
    the first of the headings right above it, which go with it: *Rulings* then *Ruling 1*), and the
    document laid out again from there; until none is left. The breaks this puts in are marked, and
    taken out again first (:func:`clear_kept_headings`): a new page size starts afresh. A heading
    that starts a page already and still cannot keep with its text (a run of headings taller than a
    page) is left as it is."""
    clear_kept_headings(document)
    given_up: set[int] = set()
    checked = document.begin()  # the headings above it keep with their text: a break lower down moves none of them
    for _ in range(document.blockCount()):  # each pass moves one heading for good: at most one a block
        document.documentLayout().documentSize()  # laid out up to date
        heading = _first_orphan(checked, given_up)
        if heading is None:
            return
        start = heading
        while start.previous().isValid() and _is_heading(start.previous()):
            start = start.previous()
        if start.blockFormat().pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore or \
                _starts_page(document, start):  # fmt: skip
            given_up.add(heading.blockNumber())
            continue
        form = start.blockFormat()
        form.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
        form.setProperty(_KEPT, True)
        for block in _blocks_between(start, heading):  # a break put lower in the run before is not needed now
            _clear_kept(block)
        QTextCursor(start).setBlockFormat(form)
        checked = start


def clear_kept_headings(document: QTextDocument) -> None:
    """Take out the page breaks :func:`keep_headings_with_text` put in."""
    block = document.begin()
    while block.isValid():
        _clear_kept(block)
        block = block.next()


#: A block format property: the page break before it was put in to keep a heading with its text.
_KEPT = int(QTextFormat.Property.UserProperty) + 1


def _clear_kept(block: QTextBlock) -> None:
    form = block.blockFormat()
    if form.boolProperty(_KEPT):
        form.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_Auto)
        form.clearProperty(_KEPT)
        QTextCursor(block).setBlockFormat(form)


def _is_heading(block: QTextBlock) -> bool:
    return block.blockFormat().headingLevel() > 0


def _blocks_between(first: QTextBlock, last: QTextBlock) -> list[QTextBlock]:
    """The blocks after ``first`` up to ``last``, included."""
    found = []
    block = first.next()
    while block.isValid() and block.blockNumber() <= last.blockNumber():
        found.append(block)
        block = block.next()
    return found


def _text_after(heading: QTextBlock) -> QTextBlock:
    """The block a heading keeps with: the next one with text (Qt puts an empty block before a table),
    or the next heading; invalid at the end of the document."""
    block = heading.next()
    while block.isValid() and not block.text().strip() and not _is_heading(block) and block.next().isValid():
        block = block.next()
    return block


def _page(document: QTextDocument, y: float) -> int:
    return int(y // document.pageSize().height())


def _first_orphan(block: QTextBlock, given_up: set[int]) -> QTextBlock | None:
    """The first heading from ``block`` on whose text starts on a later page than the heading's end."""
    document = block.document()
    while block.isValid():
        if _is_heading(block) and block.blockNumber() not in given_up:
            after = _text_after(block)
            if after.isValid() and _page(document, _line_top(after, 0)) > _page(document, _line_top(block, -1)):
                return block
        block = block.next()
    return None


def _line_top(block: QTextBlock, index: int) -> float:
    """Where line ``index`` of ``block`` (-1: its last) starts on the document: the block's top, and the
    line's place in it (a line moved to the next page keeps its block's top on the page before)."""
    top = block.document().documentLayout().blockBoundingRect(block).top()
    lines = block.layout()
    count = lines.lineCount()
    return top + lines.lineAt(index % count).y() if count else top


def _starts_page(document: QTextDocument, block: QTextBlock) -> bool:
    """Whether nothing is above ``block`` on its page (moving it to the next page would gain nothing)."""
    previous = block.previous()
    if not previous.isValid():
        return True
    return _page(document, _line_top(previous, -1)) < _page(document, _line_top(block, 0))


def page_count(document: QTextDocument) -> int:
    return document.pageCount()


def fit_to(document: QTextDocument, device: QPagedPaintDevice) -> None:
    """Lay ``document`` out on pages the size of ``device``'s printable area (less the footer)."""
    dpi = layout_dpi()
    footer = FOOTER_MM * device.logicalDpiY() / MM_PER_INCH
    width = device.width() * dpi / device.logicalDpiX()
    height = (device.height() - footer) * dpi / device.logicalDpiY()
    set_page_size(document, QSizeF(width, height))


def paint_pages(document: QTextDocument, device: QPagedPaintDevice) -> int:
    """Paint every page of ``document`` on ``device`` (a printer or PDF writer), laid out to fit it;
    returns the number of pages. Raises ``OSError`` if the device cannot be painted on."""
    fit_to(document, device)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(errno.EIO, "the printer or file cannot be written to")
    try:
        count = document.pageCount()
        scale = device.logicalDpiX() / layout_dpi()
        for index in range(count):
            if index:
                device.newPage()
            _paint_page(painter, document, index, count, scale)
    finally:
        painter.end()
    return count


def page_image(document: QTextDocument, index: int, dpi: float = 100.0) -> QImage:
    """Page ``index`` (from 0) as an A4 image at ``dpi``, margins and footer included: a preview of the paper."""
    px = dpi / MM_PER_INCH
    image = QImage(round(A4_MM.width() * px), round(A4_MM.height() * px), QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dpi / MM_PER_INCH * 1000))
    image.setDotsPerMeterY(round(dpi / MM_PER_INCH * 1000))
    image.fill(QColor(PAPER))
    painter = QPainter(image)
    try:
        painter.translate(QPointF(MARGIN_MM * px, MARGIN_MM * px))  # a point: not taken for a tr() call
        _paint_page(painter, document, index, document.pageCount(), dpi / layout_dpi())
    finally:
        painter.end()
    return image


def _paint_page(painter: QPainter, document: QTextDocument, index: int, count: int, scale: float) -> None:
    page = document.pageSize()
    painter.save()
    painter.scale(scale, scale)
    painter.translate(QPointF(0, -index * page.height()))
    document.drawContents(painter, QRectF(0, index * page.height(), page.width(), page.height()))
    painter.restore()
    painter.save()
    font = QFont(document.defaultFont())
    font.setPointSizeF(FONT_POINTS * 0.8)
    painter.setFont(font)
    painter.setPen(QColor(FOOTER))
    device: QPaintDevice = painter.device()
    footer = FOOTER_MM * device.logicalDpiY() / MM_PER_INCH
    area = QRectF(0, page.height() * scale, page.width() * scale, footer)
    painter.drawText(area, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom), f"{index + 1} / {count}")
    painter.restore()


def write_pdf(html: str, path: str | os.PathLike[str]) -> int:
    """Write ``html`` as an A4 PDF at ``path``, atomically (a temporary file beside it, then moved
    over it: :func:`~tdcompanion.storage.atomic.atomic_file`); returns the page count. Raises
    ``OSError`` naming ``path`` when it cannot be written."""
    target = Path(path)
    try:
        with atomic_file(target) as pending:
            count = _print_pdf(html, str(pending.temp))
            pending.commit()
    except OSError as exc:
        raise OSError(exc.errno, exc.strerror or str(exc), str(target)) from exc
    return count


def _print_pdf(html: str, file: str) -> int:
    document = report_document(html)
    writer = QPdfWriter(file)
    writer.setResolution(PDF_DPI)
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, margins,
                                     QPageLayout.Unit.Millimeter))  # fmt: skip
    writer.setTitle(document.metaInformation(QTextDocument.MetaInformation.DocumentTitle))
    writer.setCreator("TD Companion")
    count = paint_pages(document, writer)
    del writer  # closes the file
    if os.path.getsize(file) == 0:
        raise OSError(errno.EIO, "nothing was written")
    return count



