"""The two versions of one incident side by side (:class:`ConflictDialog`): the fields that differ
marked, the same incident said to be the same, and an unreadable version never offered to keep."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtWidgets import QApplication

from tdcompanion.core.incident import load
from tdcompanion.core.incident_info import IncidentStatus
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.widgets.conflict_dialog import Choice, ConflictDialog, Version, compare, kept_by

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
BASE = Path("2026-11-23_b07_1a2b3c4d.json")


def version(name: str, revision: int, **changes: object) -> Version:
    incident = replace(load(EXAMPLES / "law64-revoke.json"), revision=revision, **changes)  # type: ignore[arg-type]
    return Version(IncidentEntry(Path(name), 0, 0, id="1a2b3c4d", revision=revision, status=incident.status.value),
                   incident)  # fmt: skip


def test_the_fields_that_differ_are_marked(qapp: QApplication) -> None:
    ours = version(BASE.name, 3, note="Ρενόνς στη λεβέ 4")
    theirs = version("2026-11-23_b07_1a2b3c4d (Maria's laptop's conflicted copy 2026-11-23).json", 3,
                     note="Ρενόνς στη λεβέ 5", status=IncidentStatus.CLOSED)  # fmt: skip
    rows = {row.label: row for row in compare(ours, theirs)}
    assert {label for label, row in rows.items() if row.differs} == {"Note", "Status"}
    assert rows["Kept by"].theirs == "Dropbox, Maria's laptop" and kept_by(ours.entry) == ""
    dialog = ConflictDialog(ours, [theirs])
    assert dialog.summary.text() == "Different: Status, Note."
    assert dialog.keep_other_button.isEnabled()
    dialog.keep_other_button.click()
    assert dialog.choice is Choice.KEEP_OTHER and dialog.other is theirs


def test_the_same_incident_twice_is_said_to_be_the_same(qapp: QApplication) -> None:
    same = version(BASE.name, 3)
    dialog = ConflictDialog(same, [version(f"{BASE.stem}.sync-conflict-20261123-201500-ABCDEFG.json", 3)])
    assert dialog.summary.text() == "The two versions hold the same incident."


def test_an_unreadable_version_can_be_seen_but_not_kept(qapp: QApplication) -> None:
    ours = version(BASE.name, 3)
    broken = Version(IncidentEntry(Path(f"{BASE.stem} (conflicted copy 2026-11-23 201500).json"), 0, 0,
                                   error="not JSON"), None)  # fmt: skip
    dialog = ConflictDialog(ours, [broken])
    assert not dialog.keep_other_button.isEnabled() and not dialog.open_button.isEnabled()
    assert dialog.keep_file_button.isEnabled()
