"""Incidents for the storage tests: a shipped example under a Director's record in Greek."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from tdcompanion.core.incident import Incident, load
from tdcompanion.core.incident_info import IncidentInfo, IncidentStatus, Statements, StatusChange
from tdcompanion.core.seats import Seat

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
V1_FILE = Path(__file__).resolve().parents[1] / "data" / "incidents" / "v1-revoke.json"
V3_FILE = V1_FILE.with_name("v3-revoke.json")  # the last format of one ruling, before stories (issue 16)


def revoke(**changes: Any) -> Incident:
    """West's revoke (Laws 61-64) with its ruling applied, recorded at a Greek club (never saved: no id)."""
    base = load(EXAMPLES / "law64-revoke.json")
    info = IncidentInfo(event="Χειμερινό Τουρνουά Ζευγών", session="2η συνεδρία", date="2026-11-23", section="Β",
                        table="7", players=((Seat.N, "Παπαδόπουλος"), (Seat.E, "Smith"),
                                            (Seat.S, "Γεωργίου"), (Seat.W, "Οικονόμου")))  # fmt: skip
    incident = replace(base, info=info, status=IncidentStatus.RULED,
                       statements=Statements("Η Δύση είπε ότι δεν είχε σπαθί.", "West had no club, he says."),
                       score="4♥= +620 → 4♥+2 (64A1)", note="Η ρενόνς οριστικοποιήθηκε στη λεβέ 4.",
                       history=(StatusChange("2026-11-23T20:40:00+02:00", IncidentStatus.RULED, "Κρίση"),))  # fmt: skip
    return replace(incident, **{"id": None, "revision": 0, "created": None, "modified": None, **changes})


def example(name: str) -> Incident:
    return load(EXAMPLES / name)


def write_json(path: Path, value: object) -> Path:
    path.write_text(json.dumps(value, ensure_ascii=False), encoding="utf-8")
    return path
