"""Finding what a window shows cut (issue 18, "Screens that fit"): a label, button, combo box, tab or
header section narrower (or shorter) than its text, and a horizontal scroll bar where nothing but a
table of data should ever need one. Used by tests/app/test_fit.py and scripts/screenshots.py."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QTableView,
    QTreeView,
    QWidget,
)

TOLERANCE = 1  # a pixel lost to rounding is not a cut letter


def plain(text: str) -> str:
    """``text`` as drawn: the mnemonic ampersands gone ("&&" stays one "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def shown(widget: QWidget, top: QWidget) -> bool:
    """On screen in ``top``: visible, with some of it inside every parent (not scrolled wholly out)."""
    if not widget.isVisible() or widget.window() is not top:
        return False
    rect = widget.rect()
    while widget is not top:  # visibleRegion() is empty until painted: clip by each parent instead
        parent = widget.parentWidget()
        rect = rect.translated(widget.pos()).intersected(parent.rect())
        if rect.isEmpty():
            return False
        widget = parent
    return True


def clipped(top: QWidget) -> list[str]:
    """Every widget of ``top`` shown cut, as "Class 'text' (has x, needs y)"; empty when all fit."""
    found: list[str] = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not shown(widget, top):
            continue
        if isinstance(widget, QLabel | QAbstractButton | QComboBox):
            found += _overflow(widget, top)
        if isinstance(widget, QLabel):
            found += _label(widget)
        elif isinstance(widget, QAbstractButton) and widget.hasHeightForWidth() and widget.text():
            need = widget.heightForWidth(widget.width())  # a button whose label wraps
            if widget.height() + TOLERANCE < need:
                found.append(f"{type(widget).__name__} {plain(widget.text())!r} (height {widget.height()} < {need})")
        elif isinstance(widget, QAbstractButton) and widget.text() and not isinstance(widget.parent(), QTabBar):
            need = widget.sizeHint().width()
            if widget.width() + TOLERANCE < need:
                found.append(f"{type(widget).__name__} {plain(widget.text())!r} (width {widget.width()} < {need})")
        elif isinstance(widget, QComboBox):
            found += _combo(widget)
        elif isinstance(widget, QAbstractSpinBox) and widget.width() + TOLERANCE < widget.sizeHint().width():
            need = widget.sizeHint().width()
            found.append(f"{type(widget).__name__} {widget.text()!r} (width {widget.width()} < {need})")
        elif isinstance(widget, QTabBar):
            found += _tabs(widget)
        elif isinstance(widget, QHeaderView):
            found += _header(widget)
        data = isinstance(widget, QTableView | QTreeView)  # a table of data may scroll sideways
        if isinstance(widget, QAbstractScrollArea) and not data and widget.horizontalScrollBar().isVisible():
            found.append(f"horizontal scroll bar on {type(widget).__name__} {widget.objectName()!r}")
    return found


def _overflow(widget: QWidget, top: QWidget) -> list[str]:
    """A text widget running past the right or bottom edge of a parent (a scroll area's viewport
    that scrolls that way aside): its end is cut whatever its own size."""
    text = widget.currentText() if isinstance(widget, QComboBox) else widget.text()  # type: ignore[attr-defined]
    if not text:
        return []
    parent = widget.parentWidget()
    while parent is not None and parent is not top.parentWidget():
        rect = widget.rect().translated(widget.mapTo(parent, widget.rect().topLeft()))
        area = parent.parentWidget()
        scrolls = isinstance(area, QAbstractScrollArea) and area.viewport() is parent
        if rect.right() > parent.rect().right() + TOLERANCE and not (
            scrolls and area.horizontalScrollBar().isVisible()  # type: ignore[union-attr]
        ):
            return [f"{type(widget).__name__} {plain(text)!r} (runs {rect.right() - parent.rect().right()} px "
                    f"past the right edge of {type(parent).__name__} {parent.objectName()!r})"]
        if rect.bottom() > parent.rect().bottom() + TOLERANCE and not scrolls:
            return [f"{type(widget).__name__} {plain(text)!r} (runs {rect.bottom() - parent.rect().bottom()} px "
                    f"past the bottom edge of {type(parent).__name__} {parent.objectName()!r})"]
        if scrolls:
            break  # the viewport clips it, and lies within its scroll area
        parent = parent.parentWidget()
    return []


def _label(label: QLabel) -> list[str]:
    text = label.text()
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return []
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        if label.height() + TOLERANCE < need:
            return [f"QLabel {plain(text)!r} (height {label.height()} < {need} at width {label.width()})"]
        return []
    need = label.sizeHint().width()
    if label.width() + TOLERANCE < need:
        return [f"QLabel {plain(text)!r} (width {label.width()} < {need})"]
    return []


def _combo(combo: QComboBox) -> list[str]:
    text = combo.currentText()
    if not text or combo.isEditable():
        return []
    option = QStyleOptionComboBox()
    option.initFrom(combo)
    option.editable = False
    option.currentText = text
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    need = combo.fontMetrics().horizontalAdvance(text)
    icon = combo.itemIcon(combo.currentIndex())
    if not icon.isNull():
        need += combo.iconSize().width() + 4
    if field.width() + TOLERANCE < need:
        return [f"QComboBox {text!r} (text area {field.width()} < {need})"]
    return []


def _tabs(bar: QTabBar) -> list[str]:
    found = []
    metrics = bar.fontMetrics()
    for i in range(bar.count()):
        text = plain(bar.tabText(i))
        if not text or not bar.isTabVisible(i):
            continue
        rect = bar.tabRect(i)
        need = metrics.horizontalAdvance(text)
        if not bar.tabIcon(i).isNull():
            need += bar.iconSize().width()
        if rect.width() + TOLERANCE < need or not bar.rect().contains(rect):
            found.append(f"tab {text!r} (width {rect.width()} < {need}, or out of the bar)")
    return found


def _header(header: QHeaderView) -> list[str]:
    found = []
    model = header.model()
    if model is None:
        return found
    margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    metrics = header.fontMetrics()
    for i in range(header.count()):
        if header.isSectionHidden(i):
            continue
        text = model.headerData(i, header.orientation())
        if not isinstance(text, str) or not text:
            continue
        need = max(metrics.horizontalAdvance(line) for line in text.split("\n")) + margin
        if header.orientation().name == "Vertical":
            continue  # row numbers: the header widens to them by itself
        if header.sectionSize(i) + TOLERANCE < need:
            found.append(f"header {text!r} (section {header.sectionSize(i)} < {need})")
        elif header.sectionViewportPosition(i) + header.sectionSize(i) > header.viewport().width() + TOLERANCE:
            found.append(f"header {text!r} (cut by the edge of the view: it ends at "
                         f"{header.sectionViewportPosition(i) + header.sectionSize(i)} of {header.viewport().width()})")
    return found
