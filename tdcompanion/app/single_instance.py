"""One window per user and settings folder: a second launch hands its files to the running instance.

The first instance to start (the *primary*) holds a lock of the operating system on ``instance.lock``
in the settings folder for its life (:class:`~tdcompanion.storage.processes.LifeMark`: the system lets
go of it however the process ends, so a crash never blocks the next start), and once its window is
usable it listens on a local server (``QLocalServer``: a Unix socket, a named pipe on Windows) named
after the user and the settings folder (:func:`server_name`): tests, benches and a portable copy with
their own ``TDCOMPANION_CONFIG_DIR`` never meet a Director's running program. A server name left by a
crashed primary is removed before listening (the lock says it is nobody's).

A later launch finds the lock held and sends its files, as absolute paths (its working folder is not
the primary's), over a local socket: one line of UTF-8 JSON, ``{"app": "tdcompanion", "version": 1,
"files": [...]}`` then ``\\n``; the primary answers ``ok\\n`` once it has taken them, opens them
(:func:`tdcompanion.app.file_actions.open_paths`) and raises its window. A line the primary cannot read
(not JSON, another version, longer than :data:`MAX_MESSAGE`) is logged and answered ``refused\\n``;
the sender then opens a window of its own. So does a sender that gets no answer within
:data:`CONNECT_WAIT` seconds (a primary still starting is waited for that long).

Where the settings folder cannot hold a lock (a read-only or network folder), a launch asks the server
name directly: whoever answers is the primary; if nobody does, the name is removed and this launch
listens.

Start-up pays for the lock only (no Qt module is imported for it); QtNetwork is imported by the
primary once its window is usable, and by a later launch to send its files.
"""

from __future__ import annotations

import logging
import os
import sys
import time
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from tdcompanion.storage.user_dirs import user_dir

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

    from tdcompanion.storage.processes import LifeMark

log = logging.getLogger(__name__)

APP: Final = "tdcompanion"
#: The version of the message a later launch sends (its ``version``).
PROTOCOL: Final = 1
#: The longest message read, in bytes (some thousands of long paths); a longer one is refused.
MAX_MESSAGE: Final = 1 << 20
#: Seconds a later launch keeps trying to reach the primary (which listens once its window is usable).
CONNECT_WAIT: Final = 8.0
#: Seconds a later launch waits for the primary's answer once connected.
ANSWER_WAIT: Final = 5.0
#: Milliseconds one attempt to connect waits (where no lock tells whether a primary runs, the only one).
CONNECT_TRY_MS: Final = 200
LOCK_NAME: Final = "instance.lock"
CONFIG_DIR_ENV: Final = "TDCOMPANION_CONFIG_DIR"  # as tdcompanion.app.settings (not imported: it loads QtCore)
OK: Final = b"ok\n"
REFUSED: Final = b"refused\n"


def server_name(config: Path | None = None) -> str:
    """The local server's name for this user and settings folder (``config``, else the user's)."""
    folder = config if config is not None else user_dir("config", CONFIG_DIR_ENV)
    # Not getpass, hashlib: start-up does not load them. The user id on POSIX, the user's name on Windows
    # (named pipes are seen by every session of the computer).
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    key = f"{user}\0{os.path.abspath(folder)}".encode(errors="surrogatepass")
    return f"{APP}-{user if user.isdigit() else ''}-{zlib.crc32(key):08x}{zlib.adler32(key):08x}"


def message(files: Sequence[str]) -> bytes:
    """What a later launch sends: its files, made absolute here (the primary's working folder differs)."""
    import json

    paths = [os.path.abspath(f) for f in files]
    return json.dumps({"app": APP, "version": PROTOCOL, "files": paths}, ensure_ascii=False).encode() + b"\n"


def read_message(data: bytes) -> list[str]:
    """The files of a message (:func:`message`); ``ValueError`` saying why if it is not one."""
    import json

    if len(data) > MAX_MESSAGE:
        raise ValueError(f"longer than {MAX_MESSAGE} bytes")
    try:
        document: Any = json.loads(data.decode())
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise ValueError(f"not JSON: {exc}") from None
    if not isinstance(document, dict) or document.get("app") != APP:
        raise ValueError("not a TD Companion message")
    if document.get("version") != PROTOCOL:
        raise ValueError(f"message version {document.get('version')!r}, this program reads {PROTOCOL}")
    files = document.get("files")
    if not isinstance(files, list) or not all(isinstance(f, str) and f for f in files):
        raise ValueError("'files' is not a list of paths")
    return files


class Primary:
    """This launch is the one that shows a window: it holds the lock (if the folder can hold one) and,
    from :meth:`listen` on, answers later launches."""

    def __init__(self, name: str, mark: LifeMark | None) -> None:
        self.name = name
        self.mark = mark
        self.server: QLocalServer | None = None
        self._clients: dict[QLocalSocket, bytearray] = {}
        self._files_received: Callable[[list[str]], object] = lambda _files: None

    def listen(self, files_received: Callable[[list[str]], object], parent: QObject | None = None) -> bool:
        """Answer later launches from now on, giving their files to ``files_received``; False (logged)
        if the name cannot be listened on (later launches then open windows of their own)."""
        from PySide6.QtNetwork import QLocalServer

        self._files_received = files_received
        server = QLocalServer(parent)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)  # a crashed primary's socket file (Unix); nothing on Windows
        if not server.listen(self.name):
            log.warning("cannot listen as %s (%s): later launches open windows of their own",
                        self.name, server.errorString())  # fmt: skip
            if self.mark is not None:  # so that they do not wait for an answer first
                self.mark.drop()
                self.mark = None
            return False
        server.newConnection.connect(self._accept)
        self.server = server
        log.info("listening as %s", server.fullServerName())
        return True

    def close(self) -> None:
        """Stop answering and let go of the lock (the program is quitting)."""
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.mark is not None:
            self.mark.drop()
            self.mark = None

    def _accept(self) -> None:
        server = self.server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            self._clients[socket] = bytearray()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._drop(s))
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        buffer = self._clients.get(socket)
        if buffer is None:
            return
        buffer += bytes(socket.readAll().data())
        end = buffer.find(b"\n")
        if end < 0 and len(buffer) <= MAX_MESSAGE:
            return  # more to come
        data = bytes(buffer[:end]) if end >= 0 else bytes(buffer)
        del self._clients[socket]
        try:
            files = read_message(data)
        except ValueError as exc:
            log.warning("ignored a message from another launch: %s", exc)
            self._answer(socket, REFUSED)
            return
        log.info("another launch handed over %d file(s): %s", len(files), " ".join(files))
        self._answer(socket, OK)
        self._files_received(files)

    @staticmethod
    def _answer(socket: QLocalSocket, answer: bytes) -> None:
        socket.write(answer)
        socket.flush()
        socket.disconnectFromServer()

    def _drop(self, socket: QLocalSocket) -> None:
        self._clients.pop(socket, None)
        socket.deleteLater()


def claim(files: Sequence[str], config: Path | None = None) -> Primary | None:
    """Become the primary (returned), or hand ``files`` to the one running (``None``: this launch is done).

    A launch that cannot reach a primary the lock says runs (it does not answer) becomes a window of its
    own: a :class:`Primary` that holds no lock (its :meth:`Primary.listen` then takes the name over)."""
    folder = config if config is not None else user_dir("config", CONFIG_DIR_ENV)
    name = server_name(folder)
    for _ in range(3):  # a primary that quits while this launch waits for it leaves the lock to take
        mark, lockable = _take_lock(folder)
        if mark is not None:
            return Primary(name, mark)
        if not lockable:  # no lock to tell: whoever answers the name is the primary
            return None if send(name, files, wait=0.0) else Primary(name, None)
        if send(name, files, wait=CONNECT_WAIT, waiting=lambda: _lock_held(folder) is True):
            return None
        if _lock_held(folder) is True:
            break
    log.warning("the running TD Companion did not answer: this launch opens a window of its own")
    return Primary(name, None)


def _take_lock(folder: Path) -> tuple[LifeMark | None, bool]:
    """The primary's lock, if taken here; and whether the folder can hold the lock at all."""
    from tdcompanion.storage.processes import LifeMark

    mark = LifeMark(folder / LOCK_NAME)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        return (mark if mark.acquire() else None), True
    except OSError as exc:
        log.debug("no instance lock in %s: %s", folder, exc)
        return None, False


def _lock_held(folder: Path) -> bool | None:
    from tdcompanion.storage.processes import LifeMark

    return LifeMark.held(folder / LOCK_NAME)


def send(name: str, files: Sequence[str], *, wait: float, waiting: Callable[[], bool] = lambda: True) -> bool:
    """Hand ``files`` to the primary listening as ``name``, trying to connect for up to ``wait`` seconds
    (at least once, and while ``waiting()`` says the primary may still come); True once it has answered
    that it took them."""
    from PySide6.QtNetwork import QLocalSocket

    _let_primary_come_forward()
    deadline = time.monotonic() + wait
    while True:
        socket = QLocalSocket()
        socket.connectToServer(name)
        if socket.waitForConnected(CONNECT_TRY_MS):
            break
        socket.abort()
        if time.monotonic() >= deadline or not waiting():
            log.debug("no primary answers as %s: %s", name, socket.errorString())
            return False
        time.sleep(0.1)
    socket.write(message(files))
    socket.waitForBytesWritten(int(ANSWER_WAIT * 1000))
    answer = b""
    answered_by = time.monotonic() + ANSWER_WAIT
    while not answer.endswith(b"\n") and time.monotonic() < answered_by:
        if socket.waitForReadyRead(100):
            answer += bytes(socket.readAll().data())
        elif socket.state() == QLocalSocket.LocalSocketState.UnconnectedState:
            answer += bytes(socket.readAll().data())
            break
    socket.abort()
    if answer != OK:
        log.warning("the running TD Companion did not take the files (answer %r)", answer[:40])
        return False
    log.info("handed %d file(s) to the running TD Companion", len(files))
    return True


def _let_primary_come_forward() -> None:
    """Windows lets only the foreground process bring another window forward: allow the primary to."""
    if sys.platform == "win32":
        import ctypes

        ctypes.windll.user32.AllowSetForegroundWindow(-1)  # ASFW_ANY


def bring_forward(window: Any) -> None:
    """Show ``window`` in front (restored if minimized), as a second launch expects."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
