"""Writing incidents out of the folder: the board as PBN (for other bridge software), the incident
report as a PDF, the incident file itself, and the session report. Every file is written atomically."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from tdcompanion.core import incident_pbn
from tdcompanion.core.incident import Incident, dumps
from tdcompanion.models.report_document import write_pdf
from tdcompanion.storage.atomic import write_atomic
from tdcompanion.wording.report import incident_html, session_html

SUFFIXES = {"pbn": ".pbn", "pdf": ".pdf", "json": ".json"}


def export(incident: Incident, kind: str, stem: Path, lang: str) -> Path:
    """Write ``incident`` as ``kind`` (``pbn``, ``pdf`` or ``json``) to ``stem`` with the kind's
    suffix; the path written. Raises ``OSError`` with the path."""
    path = stem.with_suffix(SUFFIXES[kind])
    if kind == "pdf":
        write_pdf(incident_html(incident, lang), path)
    elif kind == "pbn":
        write_atomic(path, incident_pbn.to_pbn(incident).encode("utf-8"))
    else:
        write_atomic(path, dumps(incident).encode("utf-8"))
    return path


def session_report(incidents: Sequence[Incident], path: Path, lang: str, session: str = "") -> Path:
    """Every incident of a session in one PDF."""
    write_pdf(session_html(incidents, lang, title=session or None), path)
    return path


def session_file_name(session: str) -> str:
    """A file name for the session report: ``session-report-<session>.pdf``."""
    safe = re.sub(r"[^\w.-]+", "-", session, flags=re.UNICODE).strip("-")
    return f"session-report-{safe}.pdf" if safe else "session-report.pdf"
