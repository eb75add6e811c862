"""Incidents from the main window: save the one in hand (Ctrl+S) into the incidents folder,
autosave drafts as the Director works, reopen a saved one, recover what a crash left unsaved, a
file changed by another instance saved as a copy, a damaged file never overwritten, and the
question on quitting with an incident not saved."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from tdcompanion.app import incident_actions
from tdcompanion.app.main_window import INCIDENT_TAB, MainWindow
from tdcompanion.core import incident as incident_file
from tdcompanion.core.incident import Incident
from tdcompanion.core.incident_info import IncidentInfo, IncidentStatus
from tdcompanion.storage.incident_store import IncidentStore, default_folder

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "law64-revoke.json"
REAL_CONFIRM_QUIT = incident_actions.confirm_quit  # read at collection, before the autouse fixture replaces it


@pytest.fixture
def folder() -> Path:
    return default_folder()


@pytest.fixture
def example() -> Incident:
    return incident_file.load(EXAMPLE)


def type_text(widget: QLineEdit, text: str) -> None:
    """Type ``text`` as key events (qtbot.keyClicks aborts on Greek)."""
    widget.setFocus()
    widget.selectAll()  # typing replaces what is there
    for char in text:
        QApplication.sendEvent(widget, QKeyEvent(QKeyEvent.Type.KeyPress, 0, Qt.KeyboardModifier.NoModifier, char))


def saved_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.glob("*.json") if not p.name.startswith("."))  # not the index cache


def test_an_incident_reopened_saves_into_the_folder_and_again_to_the_same_file(
    window: MainWindow, example: Incident, folder: Path, message_boxes: list[QMessageBox]
) -> None:
    window.open_incident_from(example)
    assert window.workspace.draft.incident() is not None
    first = window.save_incident()
    assert first is not None and first.parent == folder
    on_disk = incident_file.load(first)
    assert on_disk.id is not None and on_disk.revision == example.revision + 1
    assert on_disk.irregularity == example.irregularity and on_disk.steps == example.steps
    assert on_disk.record == example.record
    assert on_disk.steps[0].ruling is not None
    # The Director's record is kept with it: the event typed in Greek is in the next save, same file.
    window.workspace.show_tab(INCIDENT_TAB)
    event_field = window.workspace.details.lines["event"]
    assert event_field is not None
    type_text(event_field, "Πανελλήνιο")
    second = window.save_incident()
    assert second == first
    again = incident_file.load(first)
    assert again.revision == example.revision + 2 and again.id == on_disk.id
    assert again.info.event == "Πανελλήνιο"
    assert saved_files(folder) == [first]
    assert not message_boxes


def test_nothing_to_save_before_an_irregularity_is_chosen(window: MainWindow, folder: Path,
                                                          message_boxes: list[QMessageBox]) -> None:  # fmt: skip
    assert window.save_incident() is None
    (box,) = message_boxes
    assert "Irregularity tab" in box.text()
    assert saved_files(folder) == []


def test_changes_are_autosaved_as_a_draft_until_saved(window: MainWindow, example: Incident, folder: Path,
                                                      qtbot: QtBot) -> None:  # fmt: skip
    window.open_incident_from(example)
    drafts = folder / ".drafts"
    qtbot.waitUntil(lambda: any(drafts.glob("*.json")), timeout=5000)
    (draft_path,) = list(drafts.glob("*.json"))
    kept = incident_file.loads(draft_path.read_bytes())
    assert kept.irregularity == example.irregularity and kept.steps == example.steps
    window.save_incident()
    assert not list(drafts.glob("*.json"))


def test_a_draft_left_by_a_crash_is_offered_and_recovered(
    window: MainWindow, example: Incident, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Another instance wrote a draft and died without saving.
    script = ("import sys; from pathlib import Path; from tdcompanion.core import incident; "
              "from tdcompanion.storage.incident_store import IncidentStore; "
              "IncidentStore(Path(sys.argv[1])).write_draft('dead-1', incident.load(sys.argv[2]))")  # fmt: skip
    subprocess.run([sys.executable, "-c", script, str(folder), str(EXAMPLE)], check=True, cwd=ROOT, timeout=60)
    answers: list[str] = []

    def exec_box(box: QMessageBox) -> int:
        answers.append(box.text())
        recover = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
        monkeypatch.setattr(box, "clickedButton", lambda: recover)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_box)
    before = len(window.board_list.entries())
    assert window.recover_incidents() == 1
    assert "not saved: 1." in answers[0]
    assert len(window.board_list.entries()) == before + 1
    shown = window.workspace.draft.incident()
    assert shown is not None and shown.steps == example.steps
    assert window.keeper.orphans() == []  # the crash's draft is gone; ours replaces it
    assert window.recover_incidents() == 0


def test_a_file_another_instance_saved_meanwhile_is_not_overwritten(
    window: MainWindow, example: Incident, folder: Path, message_boxes: list[QMessageBox]
) -> None:
    window.open_incident_from(example)
    path = window.save_incident()
    assert path is not None
    other = IncidentStore(folder)
    theirs = other.load(path)
    other.save(replace(theirs, note="changed by the other laptop"), path)
    window.workspace.draft.set_director(replace(window.workspace.draft.incident(), score="NS +620"))  # type: ignore[arg-type]
    copy = window.save_incident()
    assert copy is not None and copy != path
    assert incident_file.load(path).note == "changed by the other laptop"
    assert incident_file.load(copy).score == "NS +620"
    assert any(path.name in box.text() for box in message_boxes)


def test_a_damaged_file_is_reported_and_left_as_it_is(window: MainWindow, folder: Path,
                                                      message_boxes: list[QMessageBox]) -> None:  # fmt: skip
    folder.mkdir(parents=True, exist_ok=True)
    damaged = folder / "broken.json"
    damaged.write_bytes(b'{"format": "tdcompanion-incident", "schema_version": 2, "board": {"deal": "N:AK')
    assert window.open_incident(damaged) is False
    (box,) = message_boxes
    assert "broken.json" in box.text() or "broken.json" in box.informativeText()
    assert damaged.read_bytes().endswith(b"N:AK")


def test_quitting_with_an_incident_not_saved_asks_first(
    window: MainWindow, example: Incident, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(incident_actions, "confirm_quit", REAL_CONFIRM_QUIT)
    window.open_incident_from(example)
    asked: list[str] = []

    def answer(choice: QMessageBox.StandardButton):  # type: ignore[no-untyped-def]
        def exec_box(box: QMessageBox) -> int:
            asked.append(box.text())
            return int(choice.value)

        return exec_box

    monkeypatch.setattr(QMessageBox, "exec", answer(QMessageBox.StandardButton.Cancel))
    assert window.close() is False
    assert "not saved: 1." in asked[0]
    monkeypatch.setattr(QMessageBox, "exec", answer(QMessageBox.StandardButton.SaveAll))
    assert window.close() is True
    (saved,) = saved_files(folder)
    assert incident_file.load(saved).steps == example.steps


def test_the_status_and_players_entered_in_the_form_are_saved(window: MainWindow, example: Incident) -> None:
    from tdcompanion.core.seats import Seat

    window.open_incident_from(example)
    draft = window.workspace.draft
    current = draft.incident()
    assert current is not None
    info = IncidentInfo(event="Χειμερινό", table="7").with_player(Seat.W, "Παπαδόπουλος")
    draft.set_director(replace(current, info=info, status=IncidentStatus.SCORE_ADJUSTED))
    path = window.save_incident()
    assert path is not None
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["info"]["players"] == {"W": "Παπαδόπουλος"}
    assert data["status"] == "score_adjusted"


def test_the_incident_shown_is_printed_or_saved_as_a_pdf_report(
    window: MainWindow, example: Incident, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    message_boxes: list[QMessageBox]
) -> None:
    from tdcompanion.widgets import report_output

    window.print_action.trigger()  # no incident yet: said so
    assert "Irregularity tab" in message_boxes[-1].text()
    window.open_incident_from(example)
    printed: list[str] = []
    monkeypatch.setattr(report_output, "print_report", lambda _parent, html: printed.append(html) or True)
    window.print_action.trigger()
    assert "Incident report" in printed[-1]
    target = tmp_path / "report.pdf"
    monkeypatch.setattr(report_output.QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.report_action.trigger()
    assert target.read_bytes().startswith(b"%PDF")


def test_a_text_over_its_limit_is_not_saved_and_stays_in_the_form(
    window: MainWindow, example: Incident, folder: Path, message_boxes: list[QMessageBox]
) -> None:
    from tdcompanion.core.incident_info import MAX_FIELD

    window.open_incident_from(example)
    window.workspace.show_tab(INCIDENT_TAB)
    field = window.workspace.details.lines["table"]
    field.setText("7" * (MAX_FIELD + 1))  # pasted: the form says it is too long and keeps it
    assert window.workspace.details.problems()
    assert window.save_incident() is None
    assert "not saved" in message_boxes[-1].text()
    assert saved_files(folder) == []
    assert len(field.text()) == MAX_FIELD + 1


def test_after_saving_the_form_shows_the_status_change_in_the_history(window: MainWindow, example: Incident) -> None:
    window.open_incident_from(example)
    window.workspace.show_tab(INCIDENT_TAB)
    details = window.workspace.details
    before = details.history.topLevelItemCount()
    details.status.setCurrentIndex(details.status.findData(IncidentStatus.APPEALED))
    path = window.save_incident()
    assert path is not None
    assert incident_file.load(path).status is IncidentStatus.APPEALED
    assert details.history.topLevelItemCount() == before + 1


def test_at_start_the_drafts_a_crash_left_are_offered_once_the_workspace_is_built(
    make_window: Callable[..., MainWindow], folder: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    script = ("import sys; from pathlib import Path; from tdcompanion.core import incident; "
              "from tdcompanion.storage.incident_store import IncidentStore; "
              "IncidentStore(Path(sys.argv[1])).write_draft('dead-2', incident.load(sys.argv[2]))")  # fmt: skip
    subprocess.run([sys.executable, "-c", script, str(folder), str(EXAMPLE)], check=True, cwd=ROOT, timeout=60)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or 0)  # "Ask later"
    window = make_window("en")
    window.recover_on_start = True
    window.show()
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert "not saved: 1." in asked[0]
    assert window.recover_on_start is False
    assert len(window.keeper.orphans()) == 1  # asked later: the draft stays for next time


def test_a_new_incident_ruled_in_the_wizard_is_saved_with_its_ruling_and_record(
    window: MainWindow, folder: Path, message_boxes: list[QMessageBox]
) -> None:
    """The Director types the board in (here: its deal and play from an example), rules in the
    wizard, fills the Incident tab and saves: the file holds the ruling, the options and the record."""
    from tdcompanion.app.board_files import LoadedBoard
    from tdcompanion.app.board_list import BoardEntry
    from tdcompanion.core.board import Board

    example = incident_file.load(ROOT / "examples" / "law50-penalty-card.json")
    first = example.steps[0]
    assert first.record is not None and first.irregularity is not None
    record = first.record
    board = Board(number=record.number, deal=record.deal, dealer=record.dealer, vulnerability=record.vulnerability)
    entry = BoardEntry(LoadedBoard(board, record.auction, record.play), None)
    window.board_list.add_entry(entry)
    window.show_entry(entry)
    session = window.workspace.wizard.session
    window.workspace.wizard.start(first.irregularity)
    answers = first.facts.to_json()
    while session.question is not None:
        assert session.answer(session.question.fact.decode(answers[session.question.id]))
    for choice_id, option_id in first.chosen:
        window.workspace.wizard.choose(choice_id, option_id)
    window.workspace.show_tab(INCIDENT_TAB)
    type_text(window.workspace.details.lines["table"], "12")
    path = window.save_incident()
    assert path is not None and not message_boxes
    saved = incident_file.load(path)
    (step,) = saved.steps
    assert step.ruling == session.ruling and step.chosen == first.chosen and saved.in_hand and not step.applied
    assert saved.info.table == "12" and saved.status is IncidentStatus.RULED
    assert saved.id is not None and saved.revision == 1


@pytest.mark.parametrize(("chosen", "said"), [({"law25.bogus": "law25.withdraw_call"}, "no choice 'law25.bogus'"),
                                              ({"law25.lho_choice": "law25.bogus"}, "no option 'law25.bogus'")])
def test_an_incident_choosing_what_its_ruling_does_not_offer_opens_with_the_reason_shown(
    window: MainWindow, tmp_path: Path, message_boxes: list[QMessageBox], chosen: dict[str, str], said: str
) -> None:
    """The file does not store the ruling, so only the replay finds the choice: the incident opens, and
    the warning says which ruling and which choice (issue 20: it raised UnknownOptionError, no dialog)."""
    document = json.loads((ROOT / "examples" / "law25-change-of-call.json").read_text(encoding="utf-8"))
    ruling = document["rulings"][0]
    del ruling["ruling"], ruling["by"]
    ruling["chosen"] = chosen
    path = tmp_path / "unknown-choice.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert incident_actions.open_incident_file(window, path) is not None
    (box,) = message_boxes
    assert box.icon() == QMessageBox.Icon.Warning and "Ruling 1 of this incident" in box.text()
    assert "an option chosen is not one the ruling offers" in box.informativeText() and said in box.informativeText()
