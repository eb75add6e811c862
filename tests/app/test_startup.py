"""Start-up stays lean: what the program has loaded when its main window is first shown.

bench/bench_startup.py times the start-up to a usable window (target: within 1.5x of a bare
QMainWindow); these tests hold the reasons it is quick, without timing anything. The GUI is
started as ``tdcompanion --language X`` starts it, in a fresh interpreter, and looked at the
moment ``show()`` returns: the real main window (title, five menus, board list, in the language
asked for) must be there with its workspace's first tab (the hand editor, where the keys typed
go), while the other tabs, a board's rulings and the families of laws under them, the incidents
folder, the file readers and writers and the double-dummy solver are not
loaded yet. They are loaded on first use: the probe then opens the Irregularity tab. The Greek
catalogue is parsed at the first start only: later starts read it from the user's cache folder.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tdcompanion.app.bootstrap import CATALOGUE_CACHE, EXIT_WHEN_SHOWN_ENV
from tdcompanion.app.main_window import MainWindow
from tdcompanion.app.settings import CONFIG_DIR_ENV
from tdcompanion.storage.derived_cache import CACHE_DIR_ENV, DerivedCache
from tdcompanion.storage.logs import LOG_DIR_ENV
from tdcompanion.wording.catalogue import Catalogue, catalogue_path
from tdcompanion.wording.po_file import parse_po

REPO_ROOT = Path(__file__).resolve().parent.parent.parent

PROBE = textwrap.dedent(
    """
    import json, sys
    import PySide6.QtCore, PySide6.QtWidgets
    from tdcompanion.app import bootstrap

    seen = {}
    made = []
    real_create = bootstrap.create_main_window

    def create(*args, **kwargs):
        window = real_create(*args, **kwargs)
        made.append(window)
        real_show = window.show

        def show():
            real_show()
            tabs = window.workspace.tabs
            seen.update(
                modules=sorted(sys.modules),
                cls=type(window).__name__,
                visible=window.isVisible(),
                title=window.windowTitle(),
                menus=[a.text() for a in window.menuBar().actions()],
                headers=[window.board_list.headerItem().text(i) for i in range(4)],
                board_list_shown=window.board_list.isVisibleTo(window),
                current_tab=tabs.currentIndex(),
                tabs_built=[tabs.is_built(i) for i in range(tabs.count())],
                focus=window.focusWidget() is window.workspace.hand_editor.panels[next(iter(
                    window.workspace.hand_editor.panels))].entry,
                edit_menu=len(window.edit_menu.actions()),
                widget_classes=[k for k, v in vars(PySide6.QtWidgets).items() if k.startswith("Q") and v is not None],
            )

        window.show = show
        return window

    bootstrap.create_main_window = create
    from tdcompanion.cli import main

    code = main(sys.argv[1:])
    (window,) = made
    window.workspace.show_tab(3)  # the Irregularity tab (RULING_TAB): the wizard lists the lawbook's kinds
    seen.update(
        exit_code=code,
        after_wizard=sorted(sys.modules),
        kinds_listed=window.workspace.wizard.kinds.count(),
    )
    print(json.dumps(seen))
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

#: Loaded on first use only: the other tabs, a board's rulings and the laws under them, the incidents,
#: opening and saving files, reports, the double-dummy solver, the sub-commands (of storage, start-up
#: loads only the cache of the parsed catalogue, the log, whose file is opened later, where the user's
#: folders are, and the lock of the running instance (app/single_instance.py): ``EARLY_STORAGE``).
DEFERRED_PACKAGES = (
    "tdcompanion.storage",
    "tdcompanion.core.incident",
    "tdcompanion.core.pbn",
    "tdcompanion.core.lin",
    "tdcompanion.core.double_dummy",
    "tdcompanion.core.scoring",
    "tdcompanion.core.laws.timeline",
    "tdcompanion.analysis",
    "tdcompanion.wording.report",
    "tdcompanion.commands.",  # the sub-command modules (the registry itself is tiny)
)
EARLY_STORAGE = {"tdcompanion.storage", "tdcompanion.storage.derived_cache", "tdcompanion.storage.logs",
                 "tdcompanion.storage.user_dirs", "tdcompanion.storage.processes"}
#: The families of laws (``core/laws/law*.py``): loaded by the lawbook when first asked (``load_families``).
LAW_FAMILY_PREFIX = "tdcompanion.core.laws.law"
DEFERRED_MODULES = (
    "tdcompanion.app.file_actions",
    "tdcompanion.app.about_dialog",
    "tdcompanion.app.incident_keeper",
    "tdcompanion.app.incident_actions",
    "tdcompanion.models.ruling_session",
    "tdcompanion.models.incident_draft",
    "tdcompanion.widgets.auction_view",
    "tdcompanion.widgets.play_table",
    "tdcompanion.widgets.irregularity_wizard",
    "tdcompanion.widgets.incident_details",
    "tdcompanion.widgets.score_panel",
    "tdcompanion.widgets.double_dummy_panel",
    "platformdirs",
    "tdcompanion.storage.atomic",  # the catalogue's cache writes only when the catalogue changed
    "secrets",
)
QT_MODULES_NEEDED = {"PySide6", "PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"}


@pytest.fixture(scope="module", params=[("en", CONFIG_DIR_ENV), ("el", "XDG_CONFIG_HOME")], ids=["en", "el"])
def at_show(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, dict[str, object]]:
    """The language, and what the probe saw when the main window was first shown (and after the wizard).

    The settings are found through our own variable in English, through XDG (as a user's
    are, on Linux) in Greek.
    """
    language, config_variable = request.param
    cache = tmp_path_factory.mktemp("cache")
    if (po := catalogue_path(language)) is not None:  # as an earlier start kept it: the usual start
        parsed = Catalogue(language, parse_po(po.read_text(encoding="utf-8")))
        DerivedCache(CATALOGUE_CACHE, cache / CATALOGUE_CACHE).store(po, parsed.tables())
    env = {k: v for k, v in os.environ.items() if k not in (CONFIG_DIR_ENV, "XDG_CONFIG_HOME")}
    env.update(
        {"QT_QPA_PLATFORM": "offscreen", EXIT_WHEN_SHOWN_ENV: "1"},
        **{config_variable: str(tmp_path_factory.mktemp("config"))},
        **{CACHE_DIR_ENV: str(cache), LOG_DIR_ENV: str(tmp_path_factory.mktemp("log"))},
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


def test_the_window_shown_is_usable_at_once(at_show: tuple[str, dict[str, object]]) -> None:
    """The deal tab is there with the focus in North's hand, and the Edit menu has the workspace's actions."""
    _, seen = at_show
    assert seen["current_tab"] == 0
    assert seen["focus"] is True
    assert seen["edit_menu"] == 7  # undo, redo, a separator, paste, copy, clear the deal, clear the record


def test_only_the_tab_shown_is_built(at_show: tuple[str, dict[str, object]]) -> None:
    _, seen = at_show
    assert seen["tabs_built"] == [True] + [False] * 6


def test_the_single_instance_loads_no_network_module_before_show(at_show: tuple[str, dict[str, object]]) -> None:
    """The first launch only takes a lock before its window: it listens once the window is usable."""
    modules = at_show[1]["modules"]
    assert isinstance(modules, list)
    assert "tdcompanion.app.single_instance" in modules
    assert "PySide6.QtNetwork" not in modules


@pytest.mark.parametrize("package", DEFERRED_PACKAGES)
def test_no_deferred_package_is_loaded_before_show(at_show: tuple[str, dict[str, object]], package: str) -> None:
    _, seen = at_show
    modules = seen["modules"]
    assert isinstance(modules, list)
    early = [m for m in modules if m == package or m.startswith(package if package.endswith(".") else package + ".")]
    early = [m for m in early if m not in EARLY_STORAGE]
    assert early == [], f"loaded before the window was shown: {early}"


@pytest.mark.parametrize("module", DEFERRED_MODULES)
def test_no_deferred_module_is_loaded_before_show(at_show: tuple[str, dict[str, object]], module: str) -> None:
    _, seen = at_show
    modules = seen["modules"]
    assert isinstance(modules, list)
    assert module not in modules


def test_the_families_of_laws_load_when_the_wizard_is_first_used(at_show: tuple[str, dict[str, object]]) -> None:
    """Creating the dataclasses and enums of every family (Laws 12-93) cost a third of the start-up."""
    _, seen = at_show
    before, after = seen["modules"], seen["after_wizard"]
    assert isinstance(before, list) and isinstance(after, list)
    assert [m for m in before if m.startswith(LAW_FAMILY_PREFIX)] == []
    families = [m for m in after if m.startswith(LAW_FAMILY_PREFIX)]
    assert "tdcompanion.core.laws.law15" in families and len(families) >= 10
    assert "tdcompanion.widgets.irregularity_wizard" in after
    assert isinstance(seen["kinds_listed"], int) and seen["kinds_listed"] > 10  # the lawbook's kinds, to choose from


def test_only_the_qt_modules_the_window_needs(at_show: tuple[str, dict[str, object]]) -> None:
    _, seen = at_show
    modules = seen["modules"]
    assert isinstance(modules, list)
    assert {m for m in modules if m.startswith("PySide6.Qt")} | {"PySide6"} == QT_MODULES_NEEDED


SECOND_START = textwrap.dedent(
    """
    import json, sys
    from tdcompanion.app import bootstrap
    from tdcompanion.wording import catalogue

    def refuse(*args, **kwargs):
        raise AssertionError("the catalogue was parsed")

    if sys.argv[1] == "again":
        catalogue.parse_po = refuse
    titles = []
    real_create = bootstrap.create_main_window

    def create(*args, **kwargs):
        window = real_create(*args, **kwargs)
        titles.append(window.windowTitle())
        return window

    bootstrap.create_main_window = create
    from tdcompanion.cli import main

    print(json.dumps({"code": main(["--language", "el"]), "titles": titles}))
    """
)


def test_a_second_start_reads_the_catalogue_from_the_cache(tmp_path: Path) -> None:
    """The first Greek start parses the catalogue and keeps it; the next one does not parse it."""
    env = {k: v for k, v in os.environ.items() if k != "XDG_CONFIG_HOME"}
    env.update({"QT_QPA_PLATFORM": "offscreen", EXIT_WHEN_SHOWN_ENV: "1", CONFIG_DIR_ENV: str(tmp_path / "config"),
                CACHE_DIR_ENV: str(tmp_path / "cache")})  # fmt: skip
    for run in ("first", "again"):
        proc = subprocess.run([sys.executable, "-c", SECOND_START, run], cwd=REPO_ROOT, env=env, capture_output=True,
                              text=True, timeout=120, check=False)  # fmt: skip
        assert proc.returncode == 0, proc.stderr
        assert json.loads(proc.stdout.strip().splitlines()[-1]) == {"code": 0, "titles": [EXPECTED["el"]["title"]]}
        assert list((tmp_path / "cache" / "catalogues").glob("el-*.marshal"))


def test_pyside_has_not_made_every_widget_class(at_show: tuple[str, dict[str, object]]) -> None:
    """PySide makes a class on first use; the first wrapper of a widget Qt made itself (a view's viewport)
    made all of them (20-30 ms). None of these is used before the window shows."""
    _, seen = at_show
    classes = seen["widget_classes"]
    assert isinstance(classes, list) and "QTableView" in classes
    assert {"QCalendarWidget", "QFileDialog", "QWizard", "QMdiArea"}.isdisjoint(classes)
