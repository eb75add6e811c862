"""A tab widget whose pages are built on first use: when their tab is first selected, or when
something asks for them (:meth:`LazyTabs.page`).

Start-up builds only the tab the Director sees first (bench/bench_startup.py). Each lazy tab
holds a plain page at once (its text, icon and tool tip can be set as usual); the widget built
later goes inside it, so the tab's index and page never change. Pages are built before any
other slot hears ``currentChanged`` (the widget's own connection is the first).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget


class LazyTabs(QTabWidget):
    """Tabs, some of them built on first use; :meth:`page` is the widget a tab shows (built if need be)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._builders: dict[int, Callable[[], QWidget]] = {}
        self._pages: dict[int, QWidget] = {}
        self._holders: dict[int, QVBoxLayout] = {}
        self.currentChanged.connect(self._build_shown)

    def add_page(self, page: QWidget) -> int:
        """A tab showing ``page`` (built already); its index."""
        index = self.addTab(page, "")
        self._pages[index] = page
        return index

    def add_lazy_page(self, build: Callable[[], QWidget]) -> int:
        """A tab whose page ``build()`` makes on first use; its index."""
        holder = QWidget(self)
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        index = self.addTab(holder, "")
        self._builders[index] = build
        self._holders[index] = layout
        return index

    def _build_shown(self, index: int) -> None:
        if index in self._builders:
            self.page(index)

    def is_built(self, index: int) -> bool:
        return index in self._pages

    def page(self, index: int) -> QWidget:
        """The page of tab ``index``: built now if it was not yet."""
        page = self._pages.get(index)
        if page is None:
            page = self._builders[index]()
            del self._builders[index]
            self._pages[index] = page
            self._holders.pop(index).addWidget(page)
            page.show()  # now, not on the next turn of the event loop (as a layout would): it is used at once
        return page
