"""Zoom: the whole window's text larger or smaller (View > Zoom In, Zoom Out, Actual Size; Ctrl +,
Ctrl −, Ctrl 0), for reading a ruling aloud at arm's length in a noisy room (issue 21). The zoom is the
application's font at a percentage of the size it had before any zoom; every widget that does not fix
its own size follows it (a bold heading keeps its weight and takes the new size). The setting is kept
(:attr:`Settings.zoom`)."""

from __future__ import annotations

from typing import Final

from PySide6.QtWidgets import QApplication

#: The zoom levels, in percent of the system's font size.
ZOOM_STEPS: Final = (80, 90, 100, 110, 125, 150, 175, 200)
#: The application property that keeps the font size before any zoom (points, or pixels for a font
#: sized in pixels): set on the first zoom, so that zooming never compounds.
_BASE: Final = "tdcompanion-unzoomed-size"


def apply_zoom(percent: int) -> None:
    """Make the application's font ``percent`` of its size before any zoom."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    base = app.property(_BASE)
    font = app.font()
    in_points = font.pointSizeF() > 0
    if base is None:
        if percent == 100:
            return  # never zoomed: the font stays as the system made it
        base = font.pointSizeF() if in_points else float(font.pixelSize())
        app.setProperty(_BASE, base)
    size = float(base) * percent / 100
    if in_points:
        font.setPointSizeF(size)
    else:
        font.setPixelSize(max(1, round(size)))
    app.setFont(font)


def next_step(percent: int, direction: int) -> int:
    """The zoom level after ``percent`` one step up (``direction`` 1) or down (-1), within the steps."""
    if direction > 0:
        return next((step for step in ZOOM_STEPS if step > percent), ZOOM_STEPS[-1])
    return next((step for step in reversed(ZOOM_STEPS) if step < percent), ZOOM_STEPS[0])
