"""Headings keep with their text (issue 21): no heading of a report is left alone at the foot of a page,
its text on the next. Checked in the laid-out document: for every heading, the block after it starts on
the page the heading is on (``documentLayout().blockBoundingRect`` against the page height), over a
range of page heights that puts some heading at a page foot in each report, and on the page sizes of a
PDF and a printer as painting lays them out again."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QTextBlock, QTextDocument

from tdcompanion.core import incident as incident_file
from tdcompanion.core.incident import Incident
from tdcompanion.models import report_document as rd
from tdcompanion.wording.report import incident_html, session_html
from tests.wording.test_report import english_record, story_incident
from tests.wording.test_report_offenders import two_sides

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
HEIGHTS = range(300, 1000, 23)  # page heights, in layout pixels: each report has a heading at a foot in some


def headings(document: QTextDocument) -> list[QTextBlock]:
    found = []
    block = document.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() > 0:
            found.append(block)
        block = block.next()
    return found


def page_of(document: QTextDocument, y: float) -> int:
    return int(y // document.pageSize().height())


def line_top(block: QTextBlock, index: int) -> float:
    """The top of line ``index`` of ``block`` (-1: the last) on the document."""
    top = block.document().documentLayout().blockBoundingRect(block).top()
    count = block.layout().lineCount()
    return top + block.layout().lineAt(index % count).y() if count else top


def orphans(document: QTextDocument) -> list[str]:
    """The headings whose next block's first line is on a later page than the heading's last line (a
    line Qt moves to the next page keeps its block's top on the page before: the lines are measured)."""
    document.documentLayout().documentSize()  # laid out to the end
    found = []
    for heading in headings(document):
        after = heading.next()
        while after.isValid() and not after.text().strip() and after.blockFormat().headingLevel() == 0 \
                and after.next().isValid():  # fmt: skip
            after = after.next()  # an empty block (between a heading and a table) is no text to keep with
        if not after.isValid():
            continue
        if page_of(document, line_top(after, 0)) > page_of(document, line_top(heading, -1)):
            found.append(heading.text())
    return found


def long_session() -> list[Incident]:
    examples = [english_record(incident_file.load(p)) for p in sorted(EXAMPLES.glob("*.json"))[:12]]
    return [story_incident(), two_sides(), *examples]


REPORTS = {
    "story": lambda: incident_html(story_incident(), "en"),
    "revoke-el": lambda: incident_html(incident_file.load(EXAMPLES / "law64-revoke.json"), "el"),
    "session": lambda: session_html(long_session(), "en"),
}


@pytest.mark.parametrize("name", REPORTS)
def test_no_heading_is_left_at_the_foot_of_a_page(qapp: object, name: str) -> None:
    document = rd.report_document(REPORTS[name]())
    width = document.pageSize().width()
    without = 0
    for height in HEIGHTS:
        document.setPageSize(QSizeF(width, height))  # Qt's own pagination: headings may be orphaned
        rd.clear_kept_headings(document)
        without += bool(orphans(document))
        rd.set_page_size(document, QSizeF(width, height))
        assert orphans(document) == [], height
    assert without > 0, "no page height put a heading at a page foot: the test shows nothing"


def test_every_heading_is_still_there_once_and_in_order(qapp: object) -> None:
    html = incident_html(story_incident(), "en")
    plain = QTextDocument()
    plain.setHtml(html)
    document = rd.report_document(html)
    for height in HEIGHTS:
        rd.set_page_size(document, QSizeF(document.pageSize().width(), height))
        assert [b.text() for b in headings(document)] == [b.text() for b in headings(plain)]
        assert document.toPlainText() == plain.toPlainText()


def test_the_a4_report_and_a_device_s_pages_keep_headings_too(qapp: object, tmp_path: Path) -> None:
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

    html = session_html(long_session(), "el")
    document = rd.report_document(html)
    assert orphans(document) == []
    writer = QPdfWriter(str(tmp_path / "letter.pdf"))
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.Letter), QPageLayout.Orientation.Landscape,
                                     rd.QMarginsF(20, 20, 20, 20), QPageLayout.Unit.Millimeter))  # fmt: skip
    count = rd.paint_pages(document, writer)
    del writer
    assert count == document.pageCount() and orphans(document) == []


def test_a_heading_too_long_for_any_page_does_not_loop(qapp: object) -> None:
    html = "<h2>Rulings</h2>" + "".join(f"<h3>Ruling {n}</h3>" for n in range(60)) + "<p>text</p>"
    document = rd.report_document(html)
    rd.set_page_size(document, QSizeF(document.pageSize().width(), 200))  # a chain of headings taller than a page
    assert document.pageCount() >= 1
