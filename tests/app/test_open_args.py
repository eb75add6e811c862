"""Files named on the command line, handed over by a later launch or chosen in File > Open: board files
(PBN, LIN) and incident files (JSON) open in the window, in the order given; what cannot be opened is
said, and the rest still opens (issue 21)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tdcompanion import cli
from tdcompanion.app import file_actions
from tdcompanion.app.file_actions import file_kind, open_paths
from tdcompanion.app.main_window import MainWindow
from tdcompanion.models.incident_draft import draft_of
from tdcompanion.storage.drafts import DRAFT_KEY
from tests.app.conftest import LIN_DIR, PBN_DIR

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
INCIDENT = EXAMPLES / "law64-revoke.json"
PBN = PBN_DIR / "sample-ddtricks.pbn"
LIN = LIN_DIR / "single_hand.lin"


def opened_messages(window: MainWindow) -> list[str]:
    """The status bar's "Opened …" messages, in the order they are shown."""
    seen: list[str] = []
    window.statusBar().messageChanged.connect(lambda text: seen.append(text) if text.startswith("Opened") else None)
    return seen


def incident_paths(window: MainWindow) -> list[Path | None]:
    """The incident files of the boards listed that hold an incident (``None``: not saved yet)."""
    from tdcompanion.widgets.board_workspace import session_of

    paths = []
    for entry in window.board_list.entries():
        if entry.path is None and entry.is_open:
            draft = draft_of(session_of(entry.document))
            if draft.incident() is not None:
                paths.append(draft.path)
    return paths


def wait_queue_empty(qtbot: QtBot, window: MainWindow) -> None:
    def done() -> None:
        queue = window.findChild(file_actions.OpenQueue, file_actions.OpenQueue.NAME)
        assert queue is not None and not queue._paths and not queue._reading
        assert not window.file_loader.is_busy

    qtbot.waitUntil(done, timeout=30_000)


@pytest.fixture
def files(tmp_path: Path) -> Path:
    for source in (PBN, LIN, INCIDENT):
        shutil.copy(source, tmp_path / source.name)
    return tmp_path


def test_kinds_by_ending_then_by_content(tmp_path: Path) -> None:
    (tmp_path / "deal.txt").write_text("[Event \"x\"]\n")
    (tmp_path / "story.txt").write_text('\ufeff {"format": "tdcompanion-incident"}')
    fifo = tmp_path / "pipe"
    if hasattr(os, "mkfifo"):
        os.mkfifo(fifo)
    assert [file_kind(str(tmp_path / n)) for n in ("a.PBN", "b.lin", "c.JSON", "deal.txt", "story.txt")] == [
        "boards", "boards", "incident", "boards", "incident"]  # fmt: skip
    assert file_kind(str(tmp_path / "missing.txt")) == "boards"  # the board loader says it is missing
    assert file_kind(str(fifo)) == "boards"  # not opened (it would wait): the loader refuses it


def test_board_files_and_an_incident_open_in_the_order_given(
    qtbot: QtBot, window: MainWindow, files: Path, message_boxes: list[QMessageBox]
) -> None:
    seen = opened_messages(window)
    open_paths(window, [str(files / PBN.name), str(files / INCIDENT.name), str(files / LIN.name)])
    wait_queue_empty(qtbot, window)
    assert seen == [f"Opened {PBN.name}", f"Opened {INCIDENT.name}", f"Opened {LIN.name}"]
    assert window.board_list.files() == [str(files / PBN.name), str(files / LIN.name)]
    assert incident_paths(window) == [files / INCIDENT.name]
    assert message_boxes == []


def test_what_cannot_be_opened_is_said_and_the_rest_opens(
    qtbot: QtBot, window: MainWindow, files: Path, message_boxes: list[QMessageBox]
) -> None:
    (files / "other.json").write_text(json.dumps({"format": "something-else", "schema_version": 1, "board": {}}))
    (files / "broken.json").write_bytes(b'{"format": "tdcompanion-incident", "schema_version": 4, "board": {"de')
    (files / "notes.txt").write_text("nothing of a board here\n")
    names = ["missing.pbn", "other.json", "broken.json", "notes.txt", "gone.json", PBN.name]
    open_paths(window, [str(files / name) for name in names])
    wait_queue_empty(qtbot, window)
    assert window.board_list.files() == [str(files / PBN.name)]
    said = [f"{box.text()} {box.informativeText()}" for box in message_boxes]
    for name, text in zip(["missing.pbn", "other.json", "broken.json", "notes.txt", "gone.json"], said, strict=True):
        assert name in text, text  # each said in turn, naming its file
    assert "not a TD Companion incident" in said[1]


def test_a_draft_opens_as_an_incident_not_saved_and_is_left_as_it_is(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, message_boxes: list[QMessageBox]
) -> None:
    document = json.loads(INCIDENT.read_text())
    document[DRAFT_KEY] = {"owner": "1-abc", "pid": 1, "host": "elsewhere", "saved": "2026-11-28T10:00:00+00:00",
                           "file": None}  # fmt: skip
    draft = tmp_path / ".drafts" / "1-abc.json"
    draft.parent.mkdir()
    draft.write_text(json.dumps(document))
    before = draft.read_bytes()
    open_paths(window, [str(draft)])
    wait_queue_empty(qtbot, window)
    assert incident_paths(window) == [None]
    assert message_boxes == []
    assert draft.read_bytes() == before


def test_file_open_accepts_an_incident(
    qtbot: QtBot, window: MainWindow, files: Path, monkeypatch: pytest.MonkeyPatch, message_boxes: list[QMessageBox]
) -> None:
    asked: list[str] = []

    def choose(*args: object) -> tuple[list[str], str]:
        asked.append(str(args[3]))  # the filter
        return [str(files / INCIDENT.name), str(files / PBN.name)], ""

    monkeypatch.setattr(QFileDialog, "getOpenFileNames", choose)
    window.open_action.trigger()
    wait_queue_empty(qtbot, window)
    assert "*.json" in asked[0]
    assert incident_paths(window) == [files / INCIDENT.name]
    assert window.board_list.files() == [str(files / PBN.name)]


def test_a_file_open_with_edits_is_shown_not_read_again(
    qtbot: QtBot, window: MainWindow, files: Path, message_boxes: list[QMessageBox]
) -> None:
    open_paths(window, [str(files / PBN.name)])
    wait_queue_empty(qtbot, window)
    entry = window.board_list.file_entries(str(files / PBN.name))[0]
    window.show_entry(entry)
    entry.document.undo_stack.push(QUndoCommand("edit"))
    assert entry.is_modified
    open_paths(window, [str(files / PBN.name), str(files / INCIDENT.name)])
    wait_queue_empty(qtbot, window)
    assert window.board_list.file_entries(str(files / PBN.name))[0] is entry
    assert incident_paths(window) == [files / INCIDENT.name]


# -- the command line -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "new_window", "files"),
    [
        (["a.pbn", "b.json"], False, ["a.pbn", "b.json"]),
        (["--new-window", "a.pbn"], True, ["a.pbn"]),
        (["a.pbn", "--new-window", "--language", "el"], True, ["a.pbn"]),
        (["gui", "--new-window"], True, []),
    ],
)
def test_new_window_option(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], new_window: bool, files: list[str]
) -> None:
    seen: list[object] = []
    monkeypatch.setattr(cli, "_run_gui", lambda args: seen.append(args) or 0)
    assert cli.main(argv) == 0
    (args,) = seen
    assert (getattr(args, "new_window", False), args.files) == (new_window, files)


def test_headless_commands_never_touch_the_single_instance() -> None:
    probe = (
        "import sys; from tdcompanion import cli; code = cli.main(['incidents', 'list']); "
        "print(code, 'tdcompanion.app.single_instance' in sys.modules, 'PySide6.QtNetwork' in sys.modules)"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=False)
    assert result.stdout.strip().splitlines()[-1].endswith("False False"), (result.stdout, result.stderr)


def test_a_launch_that_hands_its_files_over_loads_no_widgets(tmp_path: Path) -> None:
    """Start-up of a second launch: the files go to the program running before anything of the window loads."""
    probe = (
        "import sys; from tdcompanion.app import single_instance; "
        "single_instance.claim = lambda files, config=None: None; "  # the running program took them
        "from tdcompanion import cli; code = cli.main(['a.pbn', 'b.json']); "
        "print(code, sorted(m for m in sys.modules if m.startswith(('PySide6.QtWidgets', 'tdcompanion.app.bootstrap', "
        "'tdcompanion.app.main_window'))))"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=False,
                            cwd=tmp_path)  # fmt: skip
    assert result.stdout.strip().splitlines()[-1] == "0 []", (result.stdout, result.stderr)


def test_a_failing_check_never_stops_the_start(monkeypatch: pytest.MonkeyPatch) -> None:
    from tdcompanion.app import launch, single_instance

    def broken(files: object, config: object = None) -> None:
        raise RuntimeError("no lock for you")

    monkeypatch.setattr(single_instance, "claim", broken)
    assert launch.claim_instance(["a.pbn"], new_window=False) is False  # a window of its own
    assert launch.claim_instance(["a.pbn"], new_window=True) is False


def test_a_measuring_run_with_the_users_settings_never_hands_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """``TDCOMPANION_EXIT_WHEN_SHOWN`` without a settings folder of its own: a developer's running program
    is neither given the files nor replaced; with its own folder, the run takes part as any launch."""
    from tdcompanion.app import launch, single_instance

    asked: list[object] = []
    monkeypatch.setattr(single_instance, "claim", lambda files, config=None: asked.append(files))
    monkeypatch.setenv("TDCOMPANION_EXIT_WHEN_SHOWN", "1")
    monkeypatch.delenv(single_instance.CONFIG_DIR_ENV)
    assert launch.claim_instance(["a.pbn"], new_window=False) is False
    assert asked == []
    monkeypatch.setenv(single_instance.CONFIG_DIR_ENV, "/somewhere/of/its/own")
    assert launch.claim_instance(["a.pbn"], new_window=False) is True  # claim answered None: handed over
    assert asked == [["a.pbn"]]


def test_an_incident_on_the_command_line_opens_in_the_window(
    files: Path, started: list[MainWindow], message_boxes: list[QMessageBox]
) -> None:
    """``tdcompanion story.json``: the incident shows on a board of its own once the window is up."""
    assert cli.main(["--language", "en", str(files / INCIDENT.name)]) == 0
    (win,) = started
    assert incident_paths(win) == [files / INCIDENT.name]
    assert message_boxes == []
