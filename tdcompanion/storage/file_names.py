"""File names in the incidents folder: a readable name for a new incident (:func:`incident_file_name`)
and the names to try when one is taken (:func:`candidates`; moving a file under one of them is
``storage/moves.py``)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from tdcompanion.core.incident_info import valid_date

if TYPE_CHECKING:
    from tdcompanion.core.incident import Incident


def incident_file_name(incident: Incident) -> str:
    """``2026-11-23_b07_1a2b3c4d.json``: the session's date (else the day it was created, else
    today), the board number and the first 8 characters of the id."""
    day = incident.info.date
    if not valid_date(day):
        created = (incident.created or "")[:10]
        day = created if valid_date(created) else date.today().isoformat()
    number = incident.record.number
    board = f"_b{number:02d}" if number is not None else ""
    ident = "".join(c for c in (incident.id or "")[:8] if c.isascii() and (c.isalnum() or c in "-_"))
    return f"{day}{board}_{ident or 'incident'}.json"


def candidates(folder: Path, name: str) -> Iterator[Path]:
    """``folder/name``, then ``stem-2.json``, ``stem-3.json`` ..."""
    stem, suffix = os.path.splitext(name)
    yield folder / name
    n = 2
    while True:
        yield folder / f"{stem}-{n}{suffix}"
        n += 1
