"""The report on A4 pages: the document, its pages as images, and the PDF written atomically."""

from __future__ import annotations

import os
import re
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QTextDocument

from tdcompanion.core import incident as incident_file
from tdcompanion.core.incident import Incident
from tdcompanion.core.incident_info import IncidentInfo, Statements
from tdcompanion.core.seats import Seat
from tdcompanion.models import report_document as rd
from tdcompanion.models.report_document import page_count, page_image, report_document, write_pdf
from tdcompanion.wording.report import incident_html, session_html

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
PAGE = re.compile(rb"/Type\s*/Page(?![s\w])")
GREEK_WORDS = (
    "Αναφορά συμβάντος",
    "Διανομή",
    "Αγορές",
    "Εκτέλεση",
    "Αποφάσεις",
    "Απόφαση 1: ρενόνς",
    "Καταθέσεις",
    "Γιώργος Παπαδόπουλος",
    "Η Δύση έκανε ρενόνς",
)


@pytest.fixture
def greek_incident() -> Incident:
    inc = incident_file.load(EXAMPLES / "law64-revoke.json")
    info = IncidentInfo(
        event="Πανελλήνιο Πρωτάθλημα Ζευγών",
        session="2η ημερίδα",
        date="2026-11-23",
        table="7",
        players=((Seat.N, "Γιώργος Παπαδόπουλος"), (Seat.W, "Δημήτρης Γεωργίου")),
    )
    return replace(inc, info=info, statements=Statements(ns="Ο Δύση τσάκισε τη δεύτερη πίκα."), note="Έλεγχος.")


def test_the_document_is_laid_out_on_a4_pages(qapp: object, greek_incident: Incident) -> None:
    document = report_document(incident_html(greek_incident, "el"))
    page = document.pageSize()
    printable = (210 - 2 * rd.MARGIN_MM) / (297 - 2 * rd.MARGIN_MM - rd.FOOTER_MM)
    assert page.width() / page.height() == pytest.approx(printable, rel=1e-3)
    assert page.width() == pytest.approx((210 - 2 * rd.MARGIN_MM) / 25.4 * rd.layout_dpi(), rel=1e-3)
    assert page_count(document) >= 1
    assert document.defaultFont().pointSizeF() == rd.FONT_POINTS
    text = document.toPlainText()
    for words in GREEK_WORDS:
        assert words in text
    assert document.metaInformation(QTextDocument.MetaInformation.DocumentTitle) == "Αναφορά συμβάντος - Θήκη 3"


@pytest.mark.parametrize("lang", ["en", "el"])
def test_nothing_is_wider_than_the_page(qapp: object, greek_incident: Incident, lang: str) -> None:
    """Greek runs longer than English: every table still fits the page width, so nothing is clipped."""
    for path in sorted(EXAMPLES.glob("*.json")):
        inc = replace(incident_file.load(path), info=greek_incident.info, statements=greek_incident.statements)
        document = report_document(incident_html(inc, lang))
        assert document.size().width() <= document.pageSize().width() + 0.5, path.name


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_story_of_several_rulings_fits_the_page_and_keeps_every_ruling(
    qapp: object, greek_incident: Incident, lang: str
) -> None:
    from tests.core.test_incident_story import as_incident, story

    inc = replace(as_incident(story()), info=greek_incident.info, statements=greek_incident.statements)
    document = report_document(incident_html(inc, lang))
    assert document.size().width() <= document.pageSize().width() + 0.5
    text = document.toPlainText()
    headings = {"en": ("Ruling 1: exposed card", "Ruling 2: lead out of turn", "Later choice 3: "),
                "el": ("Απόφαση 1: φύλλο που εκτέθηκε", "Απόφαση 2: έξοδος εκτός σειράς", "Μεταγενέστερη επιλογή 3: ")}
    places = [text.index(h) for h in headings[lang]]
    assert places == sorted(places)


def test_a_page_image_is_a4_with_white_margins_and_the_page_number(
    qapp: object, greek_incident: Incident, tmp_path: Path
) -> None:
    document = report_document(incident_html(greek_incident, "el"))
    image = page_image(document, 0, dpi=100)
    assert (image.width(), image.height()) == (827, 1169)
    margin = round(rd.MARGIN_MM / 25.4 * 100) - 2
    white = QColor("white").rgb()
    for x in (*range(margin), *range(image.width() - margin, image.width())):
        assert all(image.pixel(x, y) == white for y in range(0, image.height(), 7)), x
    inked = sum(
        1
        for y in range(margin, image.height() - margin, 5)
        for x in range(margin, image.width() - margin, 5)
        if image.pixel(x, y) != white
    )
    assert inked > 500
    footer = [
        image.pixel(x, y) != white
        for y in range(image.height() - margin - 40, image.height() - margin)
        for x in range(image.width() - margin - 80, image.width() - margin)
    ]
    assert any(footer)  # "1 / 2" at the foot, right
    assert image.save(str(tmp_path / "page.png"))


def test_write_pdf_writes_a_pdf_with_every_page(qapp: object, greek_incident: Incident, tmp_path: Path) -> None:
    html = incident_html(greek_incident, "el")
    target = tmp_path / "report.pdf"
    pages = write_pdf(html, target)
    data = target.read_bytes()
    assert data.startswith(b"%PDF-")
    assert data.rstrip().endswith(b"%%EOF")
    assert pages >= 1 and len(PAGE.findall(data)) == pages
    assert os.listdir(tmp_path) == ["report.pdf"]


def test_a_long_session_runs_over_several_pages(qapp: object, tmp_path: Path) -> None:
    incidents = [
        replace(incident_file.load(p), info=IncidentInfo(table=str(n)))
        for n, p in enumerate(sorted(EXAMPLES.glob("*.json")) * 8, 1)
    ]
    html = session_html(incidents, "el")
    assert page_count(report_document(html)) > 1
    pages = write_pdf(html, tmp_path / "session.pdf")
    assert pages > 1 and len(PAGE.findall((tmp_path / "session.pdf").read_bytes())) == pages


def test_write_pdf_replaces_a_file_only_once_the_new_one_is_complete(
    qapp: object, greek_incident: Incident, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "report.pdf"
    target.write_bytes(b"the old report")

    def fail(*args: object) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(rd, "paint_pages", fail)
    with pytest.raises(OSError) as caught:
        write_pdf(incident_html(greek_incident, "en"), target)
    assert caught.value.filename == str(target) and caught.value.strerror == "No space left on device"
    assert target.read_bytes() == b"the old report"
    assert os.listdir(tmp_path) == ["report.pdf"]  # no temporary file left behind
    monkeypatch.undo()
    write_pdf(incident_html(greek_incident, "en"), target)
    assert target.read_bytes().startswith(b"%PDF-")


def test_write_pdf_to_a_folder_that_does_not_exist_names_the_file(qapp: object, tmp_path: Path) -> None:
    target = tmp_path / "missing" / "report.pdf"
    with pytest.raises(OSError) as caught:
        write_pdf("<p>x</p>", target)
    assert caught.value.filename == str(target)
    assert str(target) in str(caught.value)


def test_a_new_pdf_gets_the_usual_permissions(qapp: object, tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        write_pdf("<p>x</p>", tmp_path / "report.pdf")
    finally:
        os.umask(umask)
    assert (tmp_path / "report.pdf").stat().st_mode & 0o777 == 0o644
