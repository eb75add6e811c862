"""The Director's guide (Help > Guide, F1): a page per task, in every interface language, shipped
with the program as package data and read offline by Qt's own text browser (no web engine).

``pages/<language>/<page>.html`` holds the pages, in the HTML subset ``QTextBrowser`` renders;
``images/<language>/<name>.png`` the screenshots of the real program they show, made by
``scripts/guide_screenshots.py``. Every page exists in every language with the same anchors (a test
checks it). The keyboard page carries :data:`SHORTCUTS_MARK` where the window puts the table of the
program's own shortcuts when it shows the page, so that the table cannot go stale.
:mod:`tdcompanion.guide.topics` says which page F1 opens on each irregularity of the wizard.
"""

from __future__ import annotations

import re
from pathlib import Path

__all__ = ["GUIDE_DIR", "HOME", "PAGES", "SHORTCUTS_MARK", "SHORTCUTS_PAGE", "image_dir", "page_file", "page_title"]

GUIDE_DIR = Path(__file__).resolve().parent
HOME = "index"
SHORTCUTS_PAGE = "shortcuts"
PAGES = (
    HOME,
    "record-board",
    "out-of-turn",
    "penalty-cards",
    "revoke",
    "claim",
    "incidents",
    "scores",
    SHORTCUTS_PAGE,
    "laws",
)
"""The pages in the order of the contents list: the tasks as a Director meets them, then the keys and the laws."""
SHORTCUTS_MARK = "<!--shortcuts-->"

_TITLE = re.compile(r"<title>(.*?)</title>", re.DOTALL)


def page_file(language: str, page: str) -> Path:
    """The HTML file of ``page`` in ``language`` (``"el"``, ``"en"``)."""
    return GUIDE_DIR / "pages" / language / f"{page}.html"


def image_dir(language: str) -> Path:
    """The folder of the screenshots the pages of ``language`` show."""
    return GUIDE_DIR / "images" / language


def page_title(language: str, page: str) -> str:
    """The ``<title>`` of a page, as the contents list shows it."""
    try:
        found = _TITLE.search(page_file(language, page).read_text(encoding="utf-8", errors="replace"))
    except OSError:  # a page missing from a damaged install: listed by its name, shown empty
        return page
    return found.group(1).strip() if found else page
