"""The guide's screenshots (Help > Guide): the real program, in each language, cropped to the part a page shows.

    python scripts/guide_screenshots.py              # every shot, in Greek and English
    python scripts/guide_screenshots.py --lang el play deal

Offscreen, with throw-away settings and incidents folder, the main window at 1093 x 582 logical pixels
(a 1366 x 768 laptop at 125%); the boards are the examples tests/app/screens.py opens for the fit test.
Each shot is saved as tdcompanion/guide/images/<lang>/<name>.png, the name the pages use in
``<img src="../../images/<lang>/<name>.png">``; tests/test_guide_pages.py checks that every image a page
shows is one of :data:`SHOTS` and exists in both languages, and tests/app/test_guide.py takes one shot
again and compares its size with the file's.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1093, 582)
LANGUAGES = ("el", "en")
SHOTS = ("deal", "auction", "play", "wizard-start", "wizard-ruling", "score", "incidents")
"""Every shot, by the name of its file (without ``.png``)."""

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QWidget

    from tdcompanion.app.main_window import MainWindow
    from tests.app.screens import Screens


def image_path(language: str, name: str) -> Path:
    return ROOT / "tdcompanion" / "guide" / "images" / language / f"{name}.png"


def _steps() -> dict[str, Callable[[Screens], QWidget]]:
    """How each shot is brought up on a prepared window: the widget to grab."""
    from tdcompanion.widgets.board_workspace import AUCTION_TAB, DEAL_TAB, PLAY_TAB, SCORE_TAB
    from tests.app.screens import PENALTY_CARD, settle

    def tab(index: int) -> Callable[[Screens], QWidget]:
        def show(screens: Screens) -> QWidget:
            assert screens.story is not None
            screens.window.show_entry(screens.story)
            screens.window.workspace.show_tab(index)
            settle()
            return screens.window.workspace

        return show

    def wizard_start(screens: Screens) -> QWidget:
        screens.window.show_entry(screens.boards[PENALTY_CARD])  # its exposed card in the list
        screens.window.workspace.show_ruling()
        settle()
        return screens.window.workspace

    def wizard_ruling(screens: Screens) -> QWidget:
        assert screens.story is not None
        screens.window.show_entry(screens.story)
        workspace = screens.window.workspace
        workspace.show_ruling()
        (prompt,) = workspace.wizard.session.prompts()
        workspace.wizard.rule_prompt(prompt)  # declarer's lead options (Law 50D2)
        settle()
        return workspace

    def incidents(screens: Screens) -> QWidget:
        assert screens.incidents is not None
        screens.incidents.show()
        screens.incidents.resize(*SIZE)
        settle()
        return screens.incidents

    return {
        "deal": tab(DEAL_TAB),
        "auction": tab(AUCTION_TAB),
        "play": tab(PLAY_TAB),
        "wizard-start": wizard_start,
        "wizard-ruling": wizard_ruling,
        "score": tab(SCORE_TAB),
        "incidents": incidents,
    }


def prepare(window: MainWindow) -> Screens:
    """The example boards and incidents open in ``window``, at the laptop's size."""
    from PySide6.QtCore import QSize

    from tests.app.screens import Screens, fit

    screens = Screens(window)
    screens.prepare()
    fit(window, QSize(*SIZE))
    return screens


def shoot(screens: Screens, name: str) -> QImage:
    """The picture of shot ``name`` (the interface in its current language)."""
    widget = _steps()[name](screens)
    image = widget.grab().toImage()
    wizard = screens.window.workspace_if_made
    if name == "wizard-ruling" and wizard is not None:
        wizard.wizard.session.cancel()
    if screens.incidents is not None:
        screens.incidents.hide()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lang", choices=LANGUAGES, help="one language only (default: both)")
    parser.add_argument("shots", nargs="*", metavar="SHOT", help=f"the shots to take (default all): {', '.join(SHOTS)}")
    args = parser.parse_args(argv)
    unknown = [name for name in args.shots if name not in SHOTS]
    if unknown:
        parser.error(f"no such shot: {', '.join(unknown)} (the shots: {', '.join(SHOTS)})")

    home = Path(tempfile.mkdtemp(prefix="tdcompanion-guide-shots-"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TDCOMPANION_CONFIG_DIR"] = str(home / "config")
    os.environ["TDCOMPANION_DATA_DIR"] = str(home / "data")
    sys.path.insert(0, str(ROOT))  # this checkout's package and tests/app/screens.py

    from tdcompanion.app.bootstrap import application, create_main_window
    from tdcompanion.app.settings import FILE_NAME, Settings

    app = application()
    languages = [args.lang] if args.lang else list(LANGUAGES)
    window = create_main_window(app, languages[0], Settings(home / "config" / FILE_NAME), None)
    screens = prepare(window)
    total = 0
    for language in languages:
        window.set_language(language)
        for name in args.shots or SHOTS:
            path = image_path(language, name)
            path.parent.mkdir(parents=True, exist_ok=True)
            if not shoot(screens, name).save(str(path), quality=0):
                print(f"{path}: could not be written", file=sys.stderr)
                return 1
            total += path.stat().st_size
            print(f"{path.relative_to(ROOT)}: {path.stat().st_size // 1024} KiB")
    print(f"{total // 1024} KiB in all")
    window.hide()  # not closed: closing asks about the boards and incidents opened here, never saved
    shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
