"""Help > Guide (F1): the Director's guide, in the interface language, read offline with Qt's own text browser.

A window beside the main one (not modal: the Director reads while working), with the contents on the
left, the page on the right, Back, Forward and Home above it, and a field to find words in the page.
The pages ship with the program (:mod:`tdcompanion.guide`); a link between pages is followed in the
window, a link to the web opens in the system's browser, never inside. The window follows a switch of
the interface language at once, on the same page and anchor. The keyboard page gets its table of
shortcuts from the program itself, when it is shown (:data:`~tdcompanion.guide.SHORTCUTS_MARK`).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices, QImage, QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.guide import HOME, PAGES, SHORTCUTS_MARK, page_file, page_title
from tdcompanion.models.text import interface_language
from tdcompanion.widgets.key_rows import ShortcutRow, widget_rows
from tdcompanion.widgets.retranslating import Retranslating

PAGE_ROLE = Qt.ItemDataRole.UserRole + 1


def shortcuts_table(rows: Sequence[ShortcutRow], headers: tuple[str, str, str]) -> str:
    """The keyboard page's table (HTML): a row per key, grouped as ``rows`` come."""
    cells = "".join(f"<th align='left'>{html.escape(h)}</th>" for h in headers)
    body = "".join(
        f"<tr><td>{html.escape(where)}</td><td>{html.escape(what)}</td><td><b>{html.escape(keys)}</b></td></tr>"
        for where, what, keys in rows
    )
    return f"<table cellspacing='0' cellpadding='4' border='1'><tr>{cells}</tr>{body}</table>"


class GuideBrowser(QTextBrowser):
    """Reads the guide's pages, filling the keyboard page with the program's shortcuts."""

    def __init__(self, shortcuts: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shortcuts = shortcuts
        self._images: dict[str, QImage] = {}
        self.setOpenLinks(False)  # GuideWindow follows the guide's links and hands the web's to the system
        self.setOpenExternalLinks(False)

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        if isinstance(name, str):
            name = QUrl(name)
        if kind == QTextDocument.ResourceType.ImageResource.value and name.isLocalFile():
            key = name.toLocalFile()
            if key not in self._images:  # decoded once: a page shown again does not read its pictures again
                self._images[key] = QImage(key)
            return self._images[key]
        if kind == QTextDocument.ResourceType.HtmlResource.value and name.isLocalFile():
            path = Path(name.toLocalFile())
            if path.is_file():
                text = path.read_text(encoding="utf-8", errors="replace")  # a damaged page shows, never fails
                if SHORTCUTS_MARK in text:
                    text = text.replace(SHORTCUTS_MARK, self._shortcuts())
                return text
        return super().loadResource(kind, name)


class GuideWindow(Retranslating, QWidget):
    """The guide's window; ``shortcuts`` gives the rows of the keyboard page (asked each time it is shown)."""

    def __init__(self, shortcuts: Callable[[], Sequence[ShortcutRow]], parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("guide-window")
        self._rows = shortcuts
        self._language = interface_language()
        self.contents = QListWidget(self)
        self.contents.setObjectName("guide-contents")
        self.contents.setWordWrap(True)  # a long title wraps rather than scrolling sideways
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.contents.currentItemChanged.connect(self._contents_chosen)
        self.browser = GuideBrowser(self._shortcuts_html, self)
        self.browser.setObjectName("guide-page")
        self.browser.anchorClicked.connect(self.follow)
        self.browser.sourceChanged.connect(self._source_changed)
        bar = self._make_bar()
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addLayout(bar)
        right_layout.addWidget(self.browser, 1)
        splitter = self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.contents)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.resize(1000, 560)  # fits a 1366 x 768 laptop at 125% (1093 x 582)
        self.retranslate_ui()
        self.show_topic(HOME)

    def _make_bar(self) -> QHBoxLayout:
        """Back, Forward and Contents, then the field to find words in the page."""
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(self.browser.backward)
        self.browser.backwardAvailable.connect(self.back_button.setEnabled)
        self.forward_button = QPushButton(self)
        self.forward_button.clicked.connect(self.browser.forward)
        self.browser.forwardAvailable.connect(self.forward_button.setEnabled)
        self.home_button = QPushButton(self)
        self.home_button.clicked.connect(lambda: self.show_topic(HOME))
        self.find_label = QLabel(self)
        self.find_field = QLineEdit(self)
        self.find_field.setObjectName("guide-find")
        self.find_field.setClearButtonEnabled(True)
        self.find_field.returnPressed.connect(self.find_next)
        self.find_label.setBuddy(self.find_field)
        self.back_button.setEnabled(False)
        self.forward_button.setEnabled(False)
        self.find_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, self.find_field.setFocus)
        self.back_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Back), self, self.browser.backward)
        self.forward_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Forward), self, self.browser.forward)

        bar = QHBoxLayout()
        for button in (self.back_button, self.forward_button, self.home_button):
            bar.addWidget(button)
        bar.addStretch(1)
        bar.addWidget(self.find_label)
        bar.addWidget(self.find_field, 1)
        return bar

    # --- showing ----------------------------------------------------------------------------

    @property
    def language(self) -> str:
        """The language the pages are shown in: the interface's."""
        return self._language

    def show_topic(self, topic: str) -> None:
        """Show ``"page"`` or ``"page#anchor"`` (the page in the guide's language)."""
        page, _, anchor = topic.partition("#")
        url = QUrl.fromLocalFile(str(page_file(self._language, page if page in PAGES else HOME)))
        if anchor:
            url.setFragment(anchor)
        if url == self.browser.source():
            self.browser.scrollToAnchor(anchor)
        else:
            self.browser.setSource(url)

    @property
    def page(self) -> str:
        """The page shown (its name, without the language or ``.html``)."""
        return Path(self.browser.source().toLocalFile()).stem

    @property
    def anchor(self) -> str:
        return self.browser.source().fragment()

    def follow(self, url: QUrl) -> None:
        """A link clicked: a page of the guide opens here; anything else (the web, mail) in the system."""
        if url.isRelative() or url.isLocalFile():
            target = self.browser.source().resolved(url)
            page = Path(target.toLocalFile()).stem
            self.show_topic(f"{page}#{target.fragment()}" if target.fragment() else page)
        else:
            QDesktopServices.openUrl(url)

    def find_next(self) -> None:
        """Select the next occurrence of the words typed (from the top again after the last)."""
        words = self.find_field.text()
        if words and not self.browser.find(words):
            cursor = self.browser.textCursor()
            cursor.movePosition(cursor.MoveOperation.Start)
            self.browser.setTextCursor(cursor)
            self.browser.find(words)

    def _shortcuts_html(self) -> str:
        headers = (self.tr("Where"), self.tr("What it does"), self.tr("Keys"))
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # the first time, the tabs not shown yet are built
        try:
            rows = [*self._rows(), *widget_rows(self, self.tr("Guide"), set())]  # the guide's own keys last
            return shortcuts_table(rows, headers)
        finally:
            QApplication.restoreOverrideCursor()

    def _source_changed(self, url: QUrl) -> None:
        page = Path(url.toLocalFile()).stem  # the browser's source() may still be the page before
        for row in range(self.contents.count()):
            item = self.contents.item(row)
            if item.data(PAGE_ROLE) == page:
                self.contents.blockSignals(True)
                self.contents.setCurrentItem(item)
                self.contents.blockSignals(False)
                break
        title = self.browser.documentTitle()
        self.setWindowTitle(self.tr("Guide – %1").replace("%1", title) if title else self.tr("Guide"))

    def _contents_chosen(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        if item is not None:
            self.show_topic(str(item.data(PAGE_ROLE)))

    # --- language ---------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.back_button.setText(self.tr("&Back"))
        self.back_button.setToolTip(self.tr("The page shown before (Alt+Left)"))
        self.back_key.setWhatsThis(self.tr("The page shown before"))
        self.forward_button.setText(self.tr("&Forward"))
        self.forward_button.setToolTip(self.tr("The page shown after (Alt+Right)"))
        self.forward_key.setWhatsThis(self.tr("The page shown after"))
        self.find_key.setWhatsThis(self.tr("Find words in the page"))
        self.home_button.setText(self.tr("&Contents"))
        self.home_button.setToolTip(self.tr("The guide's first page"))
        self.find_label.setText(self.tr("F&ind:"))
        self.find_field.setPlaceholderText(self.tr("words, then Enter"))
        language = interface_language()
        self.contents.blockSignals(True)
        self.contents.clear()
        for page in PAGES:
            item = QListWidgetItem(page_title(language, page), self.contents)
            item.setData(PAGE_ROLE, page)
        self.contents.blockSignals(False)
        self._fit_contents()
        if language != self._language:
            self._language = language
            # On the next turn of the event loop: the main window's menus (the keyboard page's rows) are
            # translated by then, whichever window the switch reached first.
            QTimer.singleShot(0, self, self._show_again)
        else:
            self._source_changed(self.browser.source())

    def _fit_contents(self) -> None:
        """Room for the contents' titles in this language, at most a third of the window."""
        total = max(sum(self.splitter.sizes()), self.width())
        wanted = min(self.contents.sizeHintForColumn(0) + 2 * self.contents.frameWidth() + 8, total // 3)
        self.splitter.setSizes([wanted, total - wanted])

    def _show_again(self) -> None:
        """The page and anchor shown, again, in the guide's language now."""
        page, anchor = self.page, self.anchor
        self.show_topic(f"{page}#{anchor}" if anchor else page)
