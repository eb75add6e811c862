"""Suite-wide test set-up: headless Qt and throw-away configuration and data directories."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from tdcompanion.app.i18n import Translators

# Qt reads this when the QApplication is created; set it before any test can create one so the
# suite runs with no display. An explicit QT_QPA_PLATFORM (e.g. xcb, to watch a test) still wins.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def isolated_dirs(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """Point TD Companion's settings and incident store at fresh directories for every test.

    Yields the root holding ``config/`` (``TDCOMPANION_CONFIG_DIR``), ``data/`` (``TDCOMPANION_DATA_DIR``),
    ``cache/`` (``TDCOMPANION_CACHE_DIR``: the incidents folders' indexes) and ``log/``
    (``TDCOMPANION_LOG_DIR``); the XDG variables are redirected too, so nothing touches the real home.
    """
    root = tmp_path_factory.mktemp("tdcompanion-home")
    for name, var in (("config", "TDCOMPANION_CONFIG_DIR"), ("data", "TDCOMPANION_DATA_DIR"),
                      ("cache", "TDCOMPANION_CACHE_DIR"), ("log", "TDCOMPANION_LOG_DIR")):  # fmt: skip
        path = root / name
        path.mkdir()
        monkeypatch.setenv(var, str(path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(root / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(root / "xdg-data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(root / "xdg-cache"))
    monkeypatch.setenv("XDG_STATE_HOME", str(root / "xdg-state"))
    yield root
    from tdcompanion.storage.logs import stop_logging

    stop_logging()  # a test that started the log (as the command line does) leaves no handler behind


@pytest.fixture
def translators(qapp: QApplication) -> Iterator[Translators]:
    """Translators that are removed again after the test, the UK locale back, so no language leaks into the next one."""
    from PySide6.QtCore import QLocale  # imported here: the core's tests run without Qt

    from tdcompanion.app.i18n import Translators

    t = Translators(qapp)
    yield t
    t.remove()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
