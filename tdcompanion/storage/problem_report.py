"""A problem report: one zip file the Director attaches to a bug report (Help > Problem Report).

It holds ``about.txt`` (the versions and the system, when it was made, and what it holds), the log
files (``logs/``: :func:`tdcompanion.storage.logs.log_files`) and, only if the Director chose it, the
incident of the board shown (``incident/``). Nothing is sent anywhere: the file is written where the
Director says, whole or not at all (:func:`tdcompanion.storage.atomic.write_atomic`).
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Final

from tdcompanion.storage.atomic import write_atomic
from tdcompanion.storage.errors import StoreError

ABOUT: Final = "about.txt"
LOGS: Final = "logs"
INCIDENT: Final = "incident"


def report_bytes(about: str, logs: Sequence[Path], incident: tuple[str, bytes] | None = None) -> bytes:
    """The zip: ``about`` (with the date and the list of what the zip holds), the ``logs`` that can be
    read (a log that cannot be is named in ``about.txt`` with the reason), and ``incident`` (its file
    name and content), if given."""
    files: list[tuple[str, bytes]] = []
    notes: list[str] = []
    for path in logs:
        try:
            files.append((f"{LOGS}/{path.name}", path.read_bytes()))
        except OSError as exc:
            notes.append(f"{path}: could not be read ({exc.strerror or exc})")
    if incident is not None:
        name, data = incident
        files.append((f"{INCIDENT}/{Path(name).name}", data))
    made = datetime.now().astimezone().isoformat(timespec="seconds")
    text = [about.rstrip(), "", f"Made: {made}", "Holds:", *(f"  {name}" for name, _ in files)]
    if incident is None:
        text.append("  (no incident: the Director did not choose to add one)")
    text.extend(notes)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(ABOUT, "\n".join(text) + "\n")
        for name, data in files:
            archive.writestr(name, data)
    return buffer.getvalue()


def write_report(path: Path, about: str, logs: Sequence[Path], incident: tuple[str, bytes] | None = None) -> None:
    """Write the report (:func:`report_bytes`) to ``path``; :class:`StoreError` if it cannot be written."""
    try:
        write_atomic(path, report_bytes(about, logs, incident))
    except OSError as exc:
        raise StoreError(path, f"cannot write the problem report: {exc.strerror or exc}") from None
