"""Help > Problem Report…: a zip, saved where the Director says, of the log and, only when ticked, the
incident of the board shown; nothing else is written, and a place that cannot be written is said."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tdcompanion import __version__
from tdcompanion.app import problem_report as dialog_module
from tdcompanion.app.main_window import MainWindow
from tdcompanion.app.problem_report import ProblemReportDialog
from tdcompanion.core import incident as incident_file
from tdcompanion.storage.logs import LOG_NAME, start_logging
from tdcompanion.storage.problem_report import report_bytes

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "law64-revoke.json"


@pytest.fixture
def save_as(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[str]:
    """The file dialog answers ``save_as[0]`` (an empty string: cancelled)."""
    answer = [str(tmp_path / "report.zip")]
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (answer[0], ""))
    return answer


@pytest.fixture(autouse=True)
def logging_started(isolated_dirs: Path) -> None:
    start_logging()  # as the program does at start; the file is opened by the report


def names(path: Path) -> list[str]:
    with zipfile.ZipFile(path) as archive:
        return sorted(archive.namelist())


def test_the_report_holds_the_log_and_the_incident_when_ticked(
    window: MainWindow, save_as: list[str], tmp_path: Path
) -> None:
    example = incident_file.load(EXAMPLE)
    window.open_incident_from(example)
    dialog = ProblemReportDialog(window)
    assert dialog.include_incident.isEnabled() and not dialog.include_incident.isChecked()
    dialog.include_incident.setChecked(True)
    assert dialog.save() == tmp_path / "report.zip"
    assert names(tmp_path / "report.zip") == ["about.txt", "incident/incident.json", f"logs/{LOG_NAME}"]
    with zipfile.ZipFile(tmp_path / "report.zip") as archive:
        about = archive.read("about.txt").decode()
        kept = incident_file.loads(archive.read("incident/incident.json"))
        log_text = archive.read(f"logs/{LOG_NAME}").decode()
    assert f"TD Companion {__version__}" in about and "Qt " in about and "Python " in about
    assert kept.irregularity == example.irregularity and kept.steps == example.steps
    assert f"INFO tdcompanion.app.problem_report [MainThread] problem report to {tmp_path / 'report.zip'}" in log_text
    assert window.statusBar().currentMessage() == f"Problem report saved: {tmp_path / 'report.zip'}"


def test_the_incident_is_left_out_unless_ticked(window: MainWindow, save_as: list[str], tmp_path: Path) -> None:
    window.open_incident_from(incident_file.load(EXAMPLE))
    ProblemReportDialog(window).save()
    assert names(tmp_path / "report.zip") == ["about.txt", f"logs/{LOG_NAME}"]
    with zipfile.ZipFile(tmp_path / "report.zip") as archive:
        assert "no incident" in archive.read("about.txt").decode()


def test_a_board_without_an_incident_cannot_add_one(window: MainWindow, save_as: list[str], tmp_path: Path) -> None:
    dialog = ProblemReportDialog(window)
    assert not dialog.include_incident.isEnabled()
    dialog.save()
    assert "incident/" not in " ".join(names(tmp_path / "report.zip"))


def test_the_older_log_files_are_in_it_too(
    window: MainWindow, save_as: list[str], tmp_path: Path, isolated_dirs: Path
) -> None:
    (isolated_dirs / "log" / f"{LOG_NAME}.1").write_text("an earlier run\n", encoding="utf-8")
    ProblemReportDialog(window).save()
    assert names(tmp_path / "report.zip") == ["about.txt", f"logs/{LOG_NAME}", f"logs/{LOG_NAME}.1"]


def test_cancelled_nothing_is_written(window: MainWindow, save_as: list[str], tmp_path: Path) -> None:
    save_as[0] = ""
    assert ProblemReportDialog(window).save() is None
    assert not list(tmp_path.glob("*.zip"))


def test_a_place_that_cannot_be_written_is_said(
    window: MainWindow, save_as: list[str], tmp_path: Path, message_boxes: list[QMessageBox]
) -> None:
    save_as[0] = str(tmp_path / "no such folder" / "report")
    assert ProblemReportDialog(window).save() is None
    (box,) = message_boxes
    assert box.text().startswith("The problem report could not be saved: cannot write the problem report")


def test_the_help_menu_opens_it(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[ProblemReportDialog] = []
    monkeypatch.setattr(ProblemReportDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    window.problem_report_action.trigger()
    assert len(opened) == 1 and opened[0].windowTitle() == "Problem Report"
    assert dialog_module.current_incident(window) is None


@given(st.lists(st.binary(max_size=200), max_size=3), st.text(max_size=50), st.binary(max_size=200))
def test_what_goes_in_comes_out(tmp_path_factory: pytest.TempPathFactory, logs: list[bytes], about: str,
                                incident: bytes) -> None:  # fmt: skip
    folder = tmp_path_factory.mktemp("logs")
    paths = []
    for n, data in enumerate(logs):
        (folder / f"{LOG_NAME}.{n + 1}").write_bytes(data)
        paths.append(folder / f"{LOG_NAME}.{n + 1}")
    zipped = tmp_path_factory.mktemp("zip") / "r.zip"
    zipped.write_bytes(report_bytes(about, paths, ("x.json", incident)))
    with zipfile.ZipFile(zipped) as archive:
        assert [archive.read(f"logs/{p.name}") for p in paths] == logs
        assert archive.read("incident/x.json") == incident
        assert archive.read("about.txt").decode().startswith(about.rstrip())
