"""Actions (key presses and clicks) for three tasks at the table, before and after the wizard's keys (a plain
script, not a test; issue 21, "measure before and after").

    QT_QPA_PLATFORM=offscreen python bench/bench_table_keys.py [--tree DIR --label NAME]

The tasks are ``tests/app/table_flows.py``'s, each from the main window on its board: *lead* (an opening lead
out of turn typed, ruled under Law 54, then declarer's Law 50D2 choice), *revoke* (Law 64 from the record),
*exposed* (a dropped card recorded and ruled, Laws 49-50). Each is done two ways: *after*, with the wizard's
keys; *before* (the anchor), with what the wizard allowed before them (underlined letters, Space, a click on a
ruling's option). A way a tree cannot do is left out. ``--tree`` measures another checkout's ``tdcompanion``
(main, for the figures before: there only the *before* way can be done), ``--label`` names its figures.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", type=Path, default=None, help="measure the tdcompanion of this checkout")
    parser.add_argument("--label", default="", help="prefix of the figures kept (default: none)")
    return parser.parse_args()


ARGS = _arguments() if __name__ == "__main__" else argparse.Namespace(tree=None, label="")
sys.path.insert(0, str(ROOT))
if ARGS.tree is not None:
    sys.path.insert(0, str(ARGS.tree.resolve()))  # its tdcompanion first; the tasks stay this checkout's
sys.path.insert(0, str(ROOT / "bench"))  # this checkout's results file

from _results import keep  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tdcompanion.app import incident_actions  # noqa: E402
from tdcompanion.app.i18n import Translators  # noqa: E402
from tdcompanion.app.main_window import MainWindow  # noqa: E402
from tdcompanion.app.settings import Settings  # noqa: E402
from tests.app.table_flows import AFTER, BEFORE, TASKS  # noqa: E402


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    import tdcompanion

    print(f"measuring {Path(tdcompanion.__file__).parent}")
    MainWindow.confirm_discard = lambda _self, _count: True  # type: ignore[method-assign]  # no blocking question
    incident_actions.confirm_quit = lambda _window: True
    figures: dict[str, float] = {}
    print(f"\n{'task':<10} {'before':>14} {'after':>14}")
    with tempfile.TemporaryDirectory() as folder:
        for name, task in TASKS.items():
            shown = []
            for way in (BEFORE, AFTER):
                translators = Translators(app)
                translators.set_language("en")
                window = MainWindow(Settings(Path(folder) / f"{name}-{way}.ini"), translators)
                window.resize(1366, 728)
                window.show()
                app.processEvents()
                try:
                    acts = task(app, window, way)
                except (AssertionError, ValueError) as exc:  # this tree cannot do the task this way (no option)
                    shown.append("-")
                    print(f"  {name} {way}: not possible ({exc})")
                else:
                    figures[f"{ARGS.label + '.' if ARGS.label else ''}{name}_{way}"] = acts.count
                    figures[f"{ARGS.label + '.' if ARGS.label else ''}{name}_{way}_clicks"] = acts.clicks
                    shown.append(f"{acts.count} ({acts.clicks} clicks)")
                finally:
                    window.close()
                    translators.remove()
            print(f"{name:<10} {shown[0]:>14} {shown[1]:>14}")
    keep("bench_table_keys", figures)
    return 0


if __name__ == "__main__":
    sys.exit(main())
