"""Start-up stays lean: what the program has loaded when its main window is first shown.

bench/bench_startup.py times the start-up (target: within 1.3x of a bare QMainWindow);
these tests hold the reasons it is quick, without timing anything. The GUI is started
as ``tdcompanion --language X`` starts it, in a fresh interpreter, and looked at the
moment ``show()`` returns: the real main window (title, five menus, board list, in the
language asked for) must be there, while the core, the models, the widgets of the
workspace, the message boxes and the ``Qt`` namespace are not loaded yet. Once the
event loop has run, the workspace is built after all.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtGui import QPaintEvent
from pytestqt.qtbot import QtBot

from tdcompanion.app.bootstrap import EXIT_WHEN_SHOWN_ENV
from tdcompanion.app.i18n import Translators
from tdcompanion.app.main_window import MainWindow, _Placeholder
from tdcompanion.app.settings import CONFIG_DIR_ENV, Settings

REPO_ROOT = Path(__file__).resolve().parent.parent.parent

PROBE = textwrap.dedent(
    """
    import json, sys
    import PySide6.QtCore, PySide6.QtWidgets
    # PySide6 builds a class (and its enums) on first use; an older one builds them all on import.
    lazy_types = "Qt" not in vars(PySide6.QtCore) and "QMessageBox" not in vars(PySide6.QtWidgets)
    from tdcompanion.app import bootstrap

    seen = {}
    real_create = bootstrap.create_main_window

    def create(*args, **kwargs):
        window = real_create(*args, **kwargs)
        real_show = window.show

        def show():
            real_show()
            seen.update(
                modules=sorted(sys.modules),
                lazy_types=lazy_types,
                qt_namespace="Qt" in vars(PySide6.QtCore),
                message_box="QMessageBox" in vars(PySide6.QtWidgets),
                cls=type(window).__name__,
                visible=window.isVisible(),
                title=window.windowTitle(),
                menus=[a.text() for a in window.menuBar().actions()],
                headers=[window.board_list.headerItem().text(i) for i in range(4)],
                board_list_shown=window.board_list.isVisibleTo(window),
            )

        window.show = show
        return window

    bootstrap.create_main_window = create
    from tdcompanion.cli import main

    code = main(sys.argv[1:])
    print(json.dumps(dict(seen, exit_code=code)))
    """
)

EXPECTED = {
    "en": {
        "title": "TD Companion – assistant for bridge Directors",
        "menus": ["&File", "&Edit", "&View", "&Language", "&Help"],
        "headers": ["Board", "Dealer", "Vulnerable", "Contract"],
    },
    "el": {
        "title": "TD Companion – βοηθός του Διαιτητή μπριτζ",
        "menus": ["&Αρχείο", "&Επεξεργασία", "&Προβολή", "&Γλώσσα", "&Βοήθεια"],
        "headers": ["Θήκη", "Ντίλερ", "Στη 2η μανς", "Συμβόλαιο"],
    },
}

#: Loaded only once a board is listed or shown, a file is opened, or the workspace is built.
DEFERRED_PACKAGES = (
    "tdcompanion.core",
    "tdcompanion.models",
    "tdcompanion.widgets",
    "tdcompanion.storage",
    "tdcompanion.commands.",  # the sub-command modules (the registry itself is tiny)
)
#: The exceptions: the interface's words for a number ("%n boards loaded", in the status bar from the start),
#: which need QtCore and the catalogue only (both loaded already), and the package that holds them.
ALLOWED_EARLY = {"tdcompanion.models", "tdcompanion.models.text"}
DEFERRED_MODULES = (
    "tdcompanion.app.board_files",
    "tdcompanion.app.file_actions",
    "tdcompanion.app.about_dialog",
    "platformdirs",
)
QT_MODULES_NEEDED = {"PySide6", "PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"}


@pytest.fixture(scope="module", params=[("en", CONFIG_DIR_ENV), ("el", "XDG_CONFIG_HOME")], ids=["en", "el"])
def at_show(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, dict[str, object]]:
    """The language, and what the probe saw when the main window was first shown.

    The settings are found through our own variable in English, through XDG (as a user's
    are, on Linux) in Greek.
    """
    language, config_variable = request.param
    env = {k: v for k, v in os.environ.items() if k not in (CONFIG_DIR_ENV, "XDG_CONFIG_HOME")}
    env.update(
        {"QT_QPA_PLATFORM": "offscreen", EXIT_WHEN_SHOWN_ENV: "1"},
        **{config_variable: str(tmp_path_factory.mktemp("config"))},
    )
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, "--language", language],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    seen: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    assert seen["exit_code"] == 0
    return language, seen


def test_the_window_shown_is_the_real_main_window_in_its_language(at_show: tuple[str, dict[str, object]]) -> None:
    language, seen = at_show
    assert seen["cls"] == MainWindow.__name__
    assert seen["visible"] is True
    assert seen["board_list_shown"] is True
    for key, value in EXPECTED[language].items():
        assert seen[key] == value, key


@pytest.mark.parametrize("package", DEFERRED_PACKAGES)
def test_no_deferred_package_is_loaded_before_show(at_show: tuple[str, dict[str, object]], package: str) -> None:
    _, seen = at_show
    modules = seen["modules"]
    assert isinstance(modules, list)
    early = [m for m in modules if m == package or m.startswith(package if package.endswith(".") else package + ".")]
    early = [m for m in early if m not in ALLOWED_EARLY]
    assert early == [], f"loaded before the window was shown: {early}"


@pytest.mark.parametrize("module", DEFERRED_MODULES)
def test_no_deferred_module_is_loaded_before_show(at_show: tuple[str, dict[str, object]], module: str) -> None:
    _, seen = at_show
    modules = seen["modules"]
    assert isinstance(modules, list)
    assert module not in modules


def test_only_the_qt_modules_the_window_needs(at_show: tuple[str, dict[str, object]]) -> None:
    _, seen = at_show
    modules = seen["modules"]
    assert isinstance(modules, list)
    assert {m for m in modules if m.startswith("PySide6.Qt")} | {"PySide6"} == QT_MODULES_NEEDED


def test_neither_the_qt_namespace_nor_message_boxes_are_built(at_show: tuple[str, dict[str, object]]) -> None:
    """Building ``Qt`` (about ninety enums) alone cost a tenth of a bare window's start-up."""
    _, seen = at_show
    if not seen["lazy_types"]:
        pytest.skip("this PySide6 builds every class on import")
    assert seen["qt_namespace"] is False
    assert seen["message_box"] is False


def test_the_workspace_is_built_once_the_window_has_shown(window: MainWindow, qtbot: QtBot) -> None:
    """After the first paint, without anything asking for it: the Edit menu fills, the deal is there."""
    qtbot.waitUntil(lambda: window._workspace is not None)
    assert window.edit_menu.actions()
    assert window.workspace.parent() is window.splitter
    assert window.current_entry is window.scratch


def test_a_window_deleted_right_after_its_first_paint_builds_nothing(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, settings: Settings, translators: Translators
) -> None:
    """The build waits for the next turn of the event loop; a window gone by then is left alone."""
    translators.set_language("en")
    builds: list[MainWindow] = []

    def record_build(window: MainWindow) -> None:
        builds.append(window)

    monkeypatch.setattr(MainWindow, "_ensure_workspace", record_build)
    win = MainWindow(settings, translators)
    painted = _Placeholder.paintEvent

    def paint_then_delete(placeholder: _Placeholder, event: QPaintEvent) -> None:
        QTimer.singleShot(0, lambda: shiboken6.delete(win))  # queued before the build
        painted(placeholder, event)

    monkeypatch.setattr(_Placeholder, "paintEvent", paint_then_delete)
    win.show()
    qtbot.waitUntil(lambda: not shiboken6.isValid(win))
    qtbot.wait(50)  # the build's turn
    assert builds == []
