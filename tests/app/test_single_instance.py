"""One window per user and settings folder (app/single_instance.py, issue 21): a later launch hands its
files to the running one, which opens them; a malformed message is ignored; a crashed instance's
leftovers do not block the next start."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tdcompanion.app import single_instance
from tdcompanion.app.bootstrap import answer_later_launches
from tdcompanion.app.main_window import MainWindow
from tdcompanion.app.single_instance import Primary, claim, message, read_message, send, server_name
from tests.app.conftest import PBN_DIR

PBN = PBN_DIR / "sample-ddtricks.pbn"
INCIDENT = Path(__file__).resolve().parents[2] / "examples" / "law64-revoke.json"

# -- the message ----------------------------------------------------------------------------------


def test_a_message_carries_absolute_paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    data = message(["deal.pbn", str(tmp_path / "δ" / "story.json")])
    assert data.endswith(b"\n") and data.count(b"\n") == 1
    assert read_message(data[:-1]) == [str(tmp_path / "deal.pbn"), str(tmp_path / "δ" / "story.json")]


@pytest.mark.parametrize(
    ("data", "why"),
    [
        (b"not json", "not JSON"),
        (b"\xff\xfe", "not JSON"),
        (b"[1, 2]", "not a TD Companion message"),
        (b'{"app": "other", "version": 1, "files": []}', "not a TD Companion message"),
        (b'{"app": "tdcompanion", "version": 2, "files": []}', "version 2"),
        (b'{"app": "tdcompanion", "version": 1, "files": "a.pbn"}', "not a list"),
        (b'{"app": "tdcompanion", "version": 1, "files": [""]}', "not a list"),
        (b"[" * 100_000, "not JSON"),
        (b" " * (single_instance.MAX_MESSAGE + 1), "longer than"),
    ],
)
def test_a_malformed_message_is_refused_with_its_reason(data: bytes, why: str) -> None:
    with pytest.raises(ValueError, match=why):
        read_message(data)


@given(st.binary(max_size=200) | st.from_regex(rb'\{"app": "tdcompanion", "version": 1, "files": .*\}', fullmatch=True))
def test_any_bytes_are_read_or_refused_never_a_crash(data: bytes) -> None:
    try:
        files = read_message(data)
    except ValueError:
        return
    assert all(isinstance(f, str) and f for f in files)


def test_the_name_is_per_settings_folder(tmp_path: Path) -> None:
    one, other = server_name(tmp_path / "a"), server_name(tmp_path / "b")
    assert one != other
    assert one == server_name(tmp_path / "a")
    assert one.startswith("tdcompanion-") and len(one) < 50 and one.replace("-", "").isalnum()


# -- in process: a primary, and a later launch in a thread ----------------------------------------


def in_thread(work: Callable[[], object]) -> list[object]:
    """Run ``work`` in a thread (the primary answers on this one's event loop); its result, once done."""
    result: list[object] = []
    threading.Thread(target=lambda: result.append(work()), daemon=True).start()
    return result


@pytest.fixture
def primary(tmp_path: Path) -> Iterator[Primary]:
    found = claim([], tmp_path / "config")
    assert found is not None and found.mark is not None  # the first launch: the lock is taken
    yield found
    found.close()


def test_a_later_launch_hands_its_files_to_the_window(
    qtbot: QtBot, window: MainWindow, primary: Primary, tmp_path: Path, message_boxes: list[QMessageBox]
) -> None:
    shutil.copy(PBN, tmp_path / PBN.name)
    shutil.copy(INCIDENT, tmp_path / INCIDENT.name)
    window.showMinimized()
    answer_later_launches(primary, window)
    qtbot.waitUntil(lambda: primary.server is not None)  # listening once the window is usable
    files = [str(tmp_path / PBN.name), str(tmp_path / INCIDENT.name)]
    later = in_thread(lambda: claim(files, tmp_path / "config"))  # the lock is held: it hands them over
    qtbot.waitUntil(lambda: later == [None], timeout=20_000)
    qtbot.waitUntil(lambda: window.board_list.files() == [files[0]] and len(window.board_list.entries()) == 3,
                    timeout=20_000)  # fmt: skip
    assert not window.isMinimized()  # brought forward
    assert message_boxes == []


def test_a_malformed_message_is_ignored_and_the_next_one_taken(
    qtbot: QtBot, window: MainWindow, primary: Primary, tmp_path: Path, message_boxes: list[QMessageBox]
) -> None:
    shutil.copy(PBN, tmp_path / PBN.name)
    received: list[list[str]] = []
    assert primary.listen(received.append)

    def raw(data: bytes) -> bytes:
        """What the primary answers ``data``. Short waits: PySide6 keeps the interpreter while it waits, and
        the primary answers from Python on the test's thread."""
        socket = QLocalSocket()
        socket.connectToServer(primary.name)
        assert socket.waitForConnected(2000)
        socket.write(data)
        socket.waitForBytesWritten(2000)
        answer, deadline = b"", time.monotonic() + 5
        while socket.state() == QLocalSocket.LocalSocketState.ConnectedState and time.monotonic() < deadline:
            socket.waitForReadyRead(20)
            answer += bytes(socket.readAll().data())
        return answer

    for data in (b"garbage\n", b'{"app": "tdcompanion", "version": 99, "files": []}\n', b"[" * 5000 + b"\n"):
        answered = in_thread(lambda data=data: raw(data))
        qtbot.waitUntil(lambda answered=answered: bool(answered), timeout=10_000)
        assert answered == [single_instance.REFUSED]
    def gone(data: bytes) -> bool:
        socket = QLocalSocket()
        socket.connectToServer(primary.name)
        assert socket.waitForConnected(2000)
        socket.write(data)
        socket.waitForBytesWritten(2000)
        socket.abort()
        return True

    cut = in_thread(lambda: gone(b'{"app": "tdco'))  # the sender gone half-way: forgotten
    qtbot.waitUntil(lambda: bool(cut) and not primary._clients, timeout=10_000)
    sent = in_thread(lambda: send(primary.name, [str(tmp_path / PBN.name)], wait=2.0))
    qtbot.waitUntil(lambda: sent == [True], timeout=10_000)
    assert received == [[str(tmp_path / PBN.name)]]


def test_a_sender_refused_opens_a_window_of_its_own(
    qtbot: QtBot, primary: Primary, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A running program that does not take the files (another version of the message): this launch
    shows its own window rather than nothing."""
    assert primary.listen(lambda files: None)
    def newer(_data: bytes) -> list[str]:
        raise ValueError("message version 1, this program reads 2")

    monkeypatch.setattr(single_instance, "read_message", newer)  # the running one, of another version
    later = in_thread(lambda: claim(["a.pbn"], tmp_path / "config"))
    qtbot.waitUntil(lambda: bool(later), timeout=30_000)
    (own,) = later
    assert isinstance(own, Primary) and own.mark is None  # not the lock's holder: a window of its own


@pytest.mark.skipif(sys.platform == "win32", reason="a named pipe goes with its process")
def test_a_stale_socket_file_does_not_block_the_start(tmp_path: Path) -> None:
    import socket

    name = server_name(tmp_path / "config")
    stale = Path(os.environ.get("TMPDIR", "/tmp")) / name  # QLocalServer's place for a bare name (QDir::tempPath)
    left = socket.socket(socket.AF_UNIX)
    left.bind(str(stale))  # bound, never listening: what a killed program leaves
    left.close()
    try:
        found = claim([], tmp_path / "config")
        assert found is not None and found.mark is not None
        assert found.listen(lambda files: None)
        found.close()
    finally:
        stale.unlink(missing_ok=True)


# -- the real program, in processes ---------------------------------------------------------------


class Program:
    """The program started as the Director starts it, with folders of its own (never a developer's)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        for name in ("config", "cache", "log", "data"):
            (root / name).mkdir(exist_ok=True)
            self.env[f"TDCOMPANION_{name.upper()}_DIR"] = str(root / name)
        self.env.pop("TDCOMPANION_EXIT_WHEN_SHOWN", None)
        self.log = root / "log" / "tdcompanion.log"

    def start(self, *args: str) -> subprocess.Popen[bytes]:
        return subprocess.Popen([sys.executable, "-m", "tdcompanion", *args], env=self.env, cwd=self.root,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip

    def run(self, *args: str) -> subprocess.CompletedProcess[bytes]:
        return subprocess.run([sys.executable, "-m", "tdcompanion", *args], env=self.env, cwd=self.root,
                              capture_output=True, timeout=60, check=False)  # fmt: skip

    def wait_log(self, text: str, after: int = 0, timeout: float = 60.0) -> int:
        """Wait until the log holds ``text`` (past offset ``after``); the offset where it ends."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            data = self.log.read_text(errors="replace") if self.log.exists() else ""
            found = data.find(text, after)
            if found >= 0:
                return found + len(text)
            time.sleep(0.2)
        raise AssertionError(f"not in the log after {timeout} s: {text!r}\n{data[-3000:]}")


@pytest.fixture
def program(tmp_path: Path) -> Iterator[Program]:
    found = Program(tmp_path)
    started: list[subprocess.Popen[bytes]] = []
    real_start = found.start

    def start(*args: str) -> subprocess.Popen[bytes]:
        process = real_start(*args)
        started.append(process)
        return process

    found.start = start  # type: ignore[method-assign]
    shutil.copy(PBN, tmp_path / PBN.name)
    yield found
    for process in started:
        if process.poll() is None:
            process.kill()
        process.wait(30)


def test_a_second_launch_hands_its_file_to_the_first_and_exits(program: Program) -> None:
    first = program.start()
    after = program.wait_log("listening as")
    began = time.monotonic()
    second = program.run(PBN.name)  # a relative path: the first instance runs elsewhere
    assert second.returncode == 0, second.stderr
    assert time.monotonic() - began < 20  # loose: it does not wait for a window of its own (it never shows one)
    assert first.poll() is None
    program.wait_log(f"opened {program.root / PBN.name}", after)
    assert "listening as" not in program.log.read_text()[after:]  # the second never listened


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")
def test_a_killed_instance_does_not_block_the_next_start(program: Program) -> None:
    first = program.start()
    after = program.wait_log("listening as")
    first.send_signal(signal.SIGKILL)
    first.wait(30)
    again = program.start()
    after = program.wait_log("listening as", after)  # the lock was let go, the stale name removed
    assert program.run(PBN.name).returncode == 0
    program.wait_log(f"opened {program.root / PBN.name}", after)
    assert again.poll() is None


def test_a_new_window_is_a_program_of_its_own(program: Program) -> None:
    first = program.start()
    after = program.wait_log("listening as")
    own = program.start("--new-window", PBN.name)
    program.wait_log(f"opened {program.root / PBN.name}", after)
    assert first.poll() is None and own.poll() is None


@pytest.mark.skipif(sys.platform == "win32", reason="a pipe's name may hold slashes")
def test_a_primary_that_cannot_listen_lets_go_of_the_lock(tmp_path: Path, qapp: object) -> None:
    """Later launches then start at once, as windows of their own, rather than wait for an answer."""
    found = claim([], tmp_path / "config")
    assert found is not None and found.mark is not None
    found.name = "no/such/folder/" + found.name  # a name the system cannot listen on
    assert found.listen(lambda files: None) is False
    assert found.mark is None
    again = claim([], tmp_path / "config")
    assert again is not None and again.mark is not None
    again.close()


def test_a_first_launch_with_an_incident_still_answers_later_ones(program: Program) -> None:
    """The incident opened at start shows its ruling at once: the window must still become usable, and listen."""
    shutil.copy(INCIDENT, program.root / INCIDENT.name)
    program.start(INCIDENT.name)
    program.wait_log(f"opened incident {program.root / INCIDENT.name}")
    after = program.wait_log("listening as")
    assert program.run(PBN.name).returncode == 0
    program.wait_log(f"opened {program.root / PBN.name}", after)
