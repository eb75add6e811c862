"""Settings: where the file lives, and that each key reads back what was written."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray

from tdcompanion.app import settings as keys
from tdcompanion.app.settings import MAX_RECENT_FILES, Settings, config_dir


def test_config_dir_follows_the_environment_variable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(keys.CONFIG_DIR_ENV, str(tmp_path / "portable"))
    assert config_dir() == tmp_path / "portable"
    assert Settings().path == tmp_path / "portable" / keys.FILE_NAME


def test_config_dir_defaults_to_platformdirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(keys.CONFIG_DIR_ENV, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    assert config_dir() == tmp_path / "xdg" / "tdcompanion"


@pytest.mark.parametrize(
    ("xdg", "home"),
    [
        ("xdg", "home"),
        ("xdg", ""),
        (None, "home"),
        ("", "home"),
        ("relative/xdg", "home"),
        (None, ""),
        (None, "relative/home"),
    ],
)
def test_config_dir_is_where_platformdirs_puts_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, xdg: str | None, home: str
) -> None:
    """The quick answer (no platformdirs import at start-up) is platformdirs' answer."""
    import platformdirs

    monkeypatch.delenv(keys.CONFIG_DIR_ENV, raising=False)
    monkeypatch.chdir(tmp_path)
    if xdg is None:
        monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / xdg) if xdg == "xdg" else xdg)
    monkeypatch.setenv("HOME", str(tmp_path / home) if home == "home" else home)
    assert config_dir() == Path(platformdirs.user_config_dir("tdcompanion", appauthor=False))


@pytest.mark.parametrize("language", ["el", "en"])
def test_language_is_remembered(settings_path: Path, language: str) -> None:
    first = Settings(settings_path)
    assert first.language is None
    first.language = language
    first.sync()
    assert Settings(settings_path).language == language


@pytest.mark.parametrize("bad", ["fr", "", "EL"])
def test_unsupported_language_is_refused(settings: Settings, bad: str) -> None:
    with pytest.raises(ValueError, match="unsupported language"):
        settings.language = bad


def test_unknown_language_in_the_file_is_ignored(settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_text("[ui]\nlanguage=klingon\n", encoding="utf-8")
    assert Settings(settings_path).language is None


def test_recent_files_newest_first_without_duplicates(settings_path: Path) -> None:
    s = Settings(settings_path)
    for name in ("a.pbn", "b.pbn", "a.pbn"):
        s.add_recent_file(name)
    s.sync()
    assert Settings(settings_path).recent_files == ["a.pbn", "b.pbn"]


def test_one_recent_file_reads_back_as_a_list(settings_path: Path) -> None:
    s = Settings(settings_path)
    s.add_recent_file("/boards/only.pbn")
    s.sync()
    assert Settings(settings_path).recent_files == ["/boards/only.pbn"]


def test_recent_files_are_capped(settings: Settings) -> None:
    for i in range(MAX_RECENT_FILES + 3):
        settings.add_recent_file(f"{i}.pbn")
    assert len(settings.recent_files) == MAX_RECENT_FILES
    assert settings.recent_files[0] == f"{MAX_RECENT_FILES + 2}.pbn"
    settings.clear_recent_files()
    assert settings.recent_files == []


@pytest.mark.parametrize("visible", [True, False])
def test_board_list_visibility_is_remembered(settings_path: Path, visible: bool) -> None:
    s = Settings(settings_path)
    assert s.board_list_visible is True
    s.board_list_visible = visible
    s.sync()
    assert Settings(settings_path).board_list_visible is visible


def test_geometry_saved_again_unchanged_leaves_the_file_alone(settings_path: Path) -> None:
    """Quitting with the window where it was does not rewrite the file."""
    first = Settings(settings_path)
    first.set_bytes_value(keys.WINDOW_GEOMETRY, QByteArray(b"geometry"))
    first.board_list_visible = False
    first.sync()
    os.utime(settings_path, ns=(0, 0))
    again = Settings(settings_path)
    again.set_bytes_value(keys.WINDOW_GEOMETRY, QByteArray(b"geometry"))
    again.board_list_visible = False
    again.sync()
    assert settings_path.stat().st_mtime_ns == 0
    again.set_bytes_value(keys.WINDOW_GEOMETRY, QByteArray(b"moved"))
    again.sync()
    assert settings_path.stat().st_mtime_ns != 0
    assert Settings(settings_path).bytes_value(keys.WINDOW_GEOMETRY) == QByteArray(b"moved")
