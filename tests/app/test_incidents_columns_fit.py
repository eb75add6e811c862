"""The incidents window with its Irregularity and Players columns (issue 21) fits a 1366 x 768 laptop at
125% (1093 x 582 logical pixels), in Greek and in English, at the default font and one point larger:
no header cut, none pushed past the edge of the view. A long cell is elided; its tooltip has it whole.

``TDC_SCREENSHOTS=DIR`` saves each window as ``DIR/incidents-<language>-<font>.png`` to look at."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication

from tdcompanion.app.main_window import MainWindow
from tdcompanion.core.incident_info import IncidentInfo
from tdcompanion.core.seats import Seat
from tdcompanion.models.incident_list_model import IRREGULARITY, PLAYERS
from tests.app.fit_check import clipped
from tests.app.screens import EXAMPLES, settle
from tests.wording.test_report_offenders import two_sides

LAPTOP_125 = QSize(1093, 582)
LONG_NAMES = ((Seat.N, "Κωνσταντίνος Παπαδόπουλος"), (Seat.E, "Αικατερίνη Κωνσταντινίδου"),
              (Seat.S, "Χαράλαμπος Οικονόμου"), (Seat.W, "Παναγιώτα Σταθοπούλου"))  # fmt: skip


@pytest.mark.parametrize("font_step", [0, 1], ids=["font", "font+1"])
@pytest.mark.parametrize("language", ["el", "en"])
def test_the_incidents_window_with_its_new_columns_fits_a_laptop_at_125(
    language: str, font_step: int, make_window: Callable[..., MainWindow], qapp: QApplication
) -> None:
    before = qapp.font()
    if font_step:
        larger = qapp.font()
        larger.setPointSizeF(larger.pointSizeF() + font_step)
        qapp.setFont(larger)
    try:
        window = make_window(language)
        folder = window.keeper.store.folder
        folder.mkdir(parents=True, exist_ok=True)
        for name in ("law64-revoke.json", "law54-opening-lead-out-of-turn.json", "law16-hesitation.json"):
            shutil.copyfile(EXAMPLES / name, folder / name)
        info = IncidentInfo(event="Χειμερινό Τουρνουά Ζευγών", session="2η ημερίδα", date="2026-11-23", table="7",
                            players=LONG_NAMES)  # fmt: skip
        window.keeper.store.save(replace(two_sides(), info=info))
        incidents = window.show_incidents()
        incidents.show()
        incidents.resize(incidents.size().boundedTo(LAPTOP_125))
        settle()
        assert incidents.width() <= LAPTOP_125.width() and incidents.height() <= LAPTOP_125.height()
        assert clipped(incidents) == []
        browser = incidents.browser
        row = next(r for r in range(browser.proxy.rowCount())
                   if "Παπαδόπουλος" in browser.proxy.index(r, PLAYERS).data())  # fmt: skip
        players = browser.proxy.index(row, PLAYERS)
        assert "Παπαδόπουλος" in players.data(Qt.ItemDataRole.ToolTipRole)  # elided or not, the tooltip has it
        assert browser.proxy.index(row, IRREGULARITY).data()
        shots = os.environ.get("TDC_SCREENSHOTS")
        if shots:
            incidents.grab().save(str(Path(shots) / f"incidents-{language}-font{font_step}.png"))
    finally:
        qapp.setFont(before)
