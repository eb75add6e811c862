"""User settings: one INI file in the user's config directory; every key is named here.

The directory is ``platformdirs.user_config_dir("tdcompanion")``, or the value of
the ``TDCOMPANION_CONFIG_DIR`` environment variable (tests point it at a temporary
directory; users can keep a portable configuration next to the program).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from tdcompanion.core.safe_read import SETTINGS_LIMIT, FileRefusedError, check_file
from tdcompanion.storage.user_dirs import user_dir
from tdcompanion.wording.languages import CODES

CONFIG_DIR_ENV = "TDCOMPANION_CONFIG_DIR"
FILE_NAME = "tdcompanion.ini"

# Keys, all of them.
LANGUAGE = "ui/language"
"""A language code of :data:`~tdcompanion.wording.languages.CODES`; absent means: follow the system locale."""
RECENT_FILES = "files/recent"
"""Most recently opened PBN files, newest first."""
WINDOW_GEOMETRY = "window/geometry"
SPLITTER_STATE = "window/splitter"
BOARD_LIST_VISIBLE = "view/board_list_visible"
INCIDENTS_FOLDER = "incidents/folder"
ZOOM = "view/zoom"
"""The incidents folder chosen by the user; absent means the default (``storage.default_folder``)."""

MAX_RECENT_FILES = 8
_LANGUAGES = CODES


def config_dir() -> Path:
    """Where the settings file lives (created on first write): ``$TDCOMPANION_CONFIG_DIR``, else the user's."""
    return user_dir("config", CONFIG_DIR_ENV)


class Settings:
    """Typed access to the settings file; writes go to disk on :meth:`sync` and on exit."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else config_dir() / FILE_NAME
        #: Why the settings file is not used, if it is not: a FIFO (Qt would wait for a writer for ever, the
        #: interpreter held), a device, a file over the limit. The settings then last this session only.
        self.refused: str | None = None
        try:
            check_file(self.path, SETTINGS_LIMIT)
        except FileRefusedError as exc:
            self.refused = str(exc)
        self._qs = QSettings("" if self.refused else str(self.path), QSettings.Format.IniFormat)  # "": in memory

    @property
    def language(self) -> str | None:
        value = self._qs.value(LANGUAGE)
        return value if value in _LANGUAGES else None

    @language.setter
    def language(self, value: str) -> None:
        if value not in _LANGUAGES:
            raise ValueError(f"unsupported language {value!r} (expected one of {', '.join(_LANGUAGES)})")
        self._qs.setValue(LANGUAGE, value)

    @property
    def recent_files(self) -> list[str]:
        value = self._qs.value(RECENT_FILES, [])
        # An INI list of one item reads back as a plain string.
        items = [value] if isinstance(value, str) else list(value or [])
        return [str(v) for v in items if v][:MAX_RECENT_FILES]

    def add_recent_file(self, path: str) -> None:
        files = [path, *(f for f in self.recent_files if f != path)]
        self._qs.setValue(RECENT_FILES, files[:MAX_RECENT_FILES])

    def clear_recent_files(self) -> None:
        self._qs.remove(RECENT_FILES)

    @property
    def board_list_visible(self) -> bool:
        value = self._qs.value(BOARD_LIST_VISIBLE, True)
        return value not in (False, "false", "0", 0)

    @board_list_visible.setter
    def board_list_visible(self, value: bool) -> None:
        if bool(value) != self.board_list_visible:  # unchanged: nothing to write on exit
            self._qs.setValue(BOARD_LIST_VISIBLE, bool(value))

    @property
    def zoom(self) -> int:
        """The zoom of the window's text, in percent (100: the system's size; app/zoom.py)."""
        value = self._qs.value(ZOOM, 100)
        try:
            percent = int(str(value)) if len(str(value)) <= 4 else 100
        except ValueError:
            return 100
        return percent if 50 <= percent <= 400 else 100

    @zoom.setter
    def zoom(self, value: int) -> None:
        if value != self.zoom:
            self._qs.setValue(ZOOM, int(value))

    @property
    def incidents_folder(self) -> str | None:
        value = self._qs.value(INCIDENTS_FOLDER)
        return value if isinstance(value, str) and value else None

    @incidents_folder.setter
    def incidents_folder(self, value: str | None) -> None:
        if value:
            self._qs.setValue(INCIDENTS_FOLDER, value)
        else:
            self._qs.remove(INCIDENTS_FOLDER)

    def bytes_value(self, key: str) -> QByteArray | None:
        value = self._qs.value(key)
        return value if isinstance(value, QByteArray) else None

    def set_bytes_value(self, key: str, value: QByteArray) -> None:
        if self.bytes_value(key) != value:  # the same geometry again: the file is not rewritten
            self._qs.setValue(key, value)

    def sync(self) -> None:
        self._qs.sync()
