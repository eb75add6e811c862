"""Pictures of every window, dialog and wizard page, as a small laptop shows them (issue 18).

    python scripts/screenshots.py                 # Greek, into /tmp/screens
    python scripts/screenshots.py --lang en --out shots
    python scripts/screenshots.py --docs          # also the four in docs/screenshots/

At 1093 x 700 logical pixels (a 1366 x 768 screen at 125% scaling), on the offscreen platform, with
throw-away settings and incidents folder. The screens are the ones tests/app/test_fit.py checks for cut
text (tests/app/screens.py walks them); the incident report is its first page, as printed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1093, 700)
DOCS = {"wizard-50d2": "wizard-50d2.png", "main-play": "play-tab.png", "incidents": "incidents.png",
        "report": "report.png"}  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lang", choices=("el", "en"), default="el", help="the interface language (default el)")
    parser.add_argument("--out", type=Path, default=Path("/tmp/screens"), help="folder for the PNGs")
    parser.add_argument("--docs", action="store_true", help="copy four of them into docs/screenshots/")
    args = parser.parse_args(argv)

    home = Path(tempfile.mkdtemp(prefix="tdcompanion-screens-"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TDCOMPANION_CONFIG_DIR"] = str(home / "config")
    os.environ["TDCOMPANION_DATA_DIR"] = str(home / "data")
    sys.path.insert(0, str(ROOT))  # this checkout's package and tests/app/screens.py

    from PySide6.QtCore import QSize

    from tdcompanion.app.bootstrap import application, create_main_window
    from tdcompanion.app.settings import FILE_NAME, Settings
    from tdcompanion.core import incident as incident_file
    from tdcompanion.models.report_document import page_image, report_document
    from tdcompanion.wording.report import incident_html
    from tests.app.fit_check import clipped
    from tests.app.screens import STORY, Screens

    app = application()
    window = create_main_window(app, args.lang, Settings(home / "config" / FILE_NAME), None)
    screens = Screens(window)
    screens.prepare()
    args.out.mkdir(parents=True, exist_ok=True)
    saved: dict[str, Path] = {}
    cut = 0
    for name, top in screens.each(QSize(*SIZE)):
        path = args.out / f"{name}.png"
        top.grab().save(str(path))
        saved[name] = path
        for problem in clipped(top):
            cut += 1
            print(f"{name}: {problem}", file=sys.stderr)
    report = args.out / "report.png"
    page_image(report_document(incident_html(incident_file.load(STORY), args.lang)), 0).save(str(report))
    saved["report"] = report
    if args.docs:
        docs = ROOT / "docs" / "screenshots"
        docs.mkdir(parents=True, exist_ok=True)
        for name, file_name in DOCS.items():
            shutil.copyfile(saved[name], docs / file_name)
    print(f"{len(saved)} pictures in {args.out}; {cut} cut widgets")
    window.hide()  # not closed: closing asks about the boards and incidents opened here, never saved
    shutil.rmtree(home, ignore_errors=True)
    return 1 if cut else 0


if __name__ == "__main__":
    sys.exit(main())
