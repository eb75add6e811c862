"""The colour roles (issue 18): with the default, a dark and two high-contrast palettes every role is readable
(WCAG 2 contrast of 4.5 : 1 at least) on each background it can be drawn on, and the meanings keep their hue."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from tdcompanion.models.colours import PALETTE_BACKGROUNDS, Kind, Role, colour, colours, css

R = QPalette.ColorRole


def make_palette(base: str, text: str, window: str, highlight: str, link: str) -> QPalette:
    palette = QPalette()
    for role, value in (
        (R.Base, base), (R.Window, window), (R.Button, window), (R.AlternateBase, window),
        (R.Text, text), (R.WindowText, text), (R.ButtonText, text),
        (R.Highlight, highlight), (R.HighlightedText, base), (R.Link, link),
    ):  # fmt: skip
        palette.setColor(role, QColor(value))
    return palette


PALETTES = {
    "dark": make_palette("#202020", "#e0e0e0", "#2b2b2b", "#2a6fd6", "#8ab4f8"),
    "high-contrast-black": make_palette("#000000", "#ffffff", "#000000", "#1aebff", "#ffff00"),
    "high-contrast-white": make_palette("#ffffff", "#000000", "#ffffff", "#37006e", "#00009f"),
    "light": make_palette("#ffffff", "#000000", "#efefef", "#308cc6", "#0000ff"),
}


def wcag_ratio(a: QColor, b: QColor) -> float:
    """The WCAG 2.x formula, written out here independently of the module under test."""

    def lum(c: QColor) -> float:
        def lin(v: int) -> float:
            s = v / 255
            return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

        return 0.2126 * lin(c.red()) + 0.7152 * lin(c.green()) + 0.0722 * lin(c.blue())

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def pairs(palette: QPalette) -> list[tuple[str, QColor, QColor]]:
    """Every (foreground, background) the program draws: text roles and the palette's text on the
    palette's backgrounds and on every fill; the text on the strong fills."""
    roles = colours(palette)
    grounds = [(r.name, palette.color(r)) for r in PALETTE_BACKGROUNDS]
    grounds += [(r.name, roles[r]) for r in Role if r.kind is Kind.FILL]
    inks = [(r.name, roles[r]) for r in Role if r.kind is Kind.TEXT and r is not Role.ON_STRONG]
    inks += [(name, palette.color(r)) for name, r in (("Text", R.Text), ("WindowText", R.WindowText))]
    found = [(f"{ink} on {ground}", fg, bg) for ink, fg in inks for ground, bg in grounds]
    found += [(f"ON_STRONG on {r.name}", roles[Role.ON_STRONG], roles[r]) for r in Role if r.kind is Kind.STRONG]
    return found


@pytest.mark.parametrize("name", [*PALETTES, "application"])
def test_every_role_is_readable_where_it_is_drawn(qapp: QApplication, name: str) -> None:
    palette = PALETTES[name] if name in PALETTES else QApplication.palette()
    checked = pairs(palette)
    assert len(checked) > 100
    poor = [f"{what}: {wcag_ratio(fg, bg):.2f} ({fg.name()} on {bg.name()})" for what, fg, bg in checked
            if wcag_ratio(fg, bg) < 4.5]  # fmt: skip
    assert not poor, "\n".join(poor)


def test_every_role_has_a_kind_and_a_colour(qapp: QApplication) -> None:
    roles = colours(PALETTES["dark"])
    assert set(roles) == set(Role)
    assert {r.kind for r in Role} == set(Kind)


@pytest.mark.parametrize("name", list(PALETTES))
def test_meanings_keep_their_hue(qapp: QApplication, name: str) -> None:
    roles = colours(PALETTES[name])
    for role in (Role.RED_SUIT, Role.ERROR, Role.VULNERABLE, Role.ALERT, Role.ERROR_FILL):
        c = roles[role]
        assert c.red() > c.green() and c.red() > c.blue(), (role, c.name())
    green = roles[Role.SUCCESS]
    assert green.green() > green.red(), green.name()


def test_roles_follow_the_palette_lightness(qapp: QApplication) -> None:
    light, dark = colours(PALETTES["light"]), colours(PALETTES["dark"])
    black = QColor("#000000")
    # On a dark Base the red suit is a light red, on white a dark one; fills lean from Base, not from white.
    assert wcag_ratio(dark[Role.RED_SUIT], black) > wcag_ratio(light[Role.RED_SUIT], black)
    assert dark[Role.IRREGULAR_FILL].lightness() < 128 < light[Role.IRREGULAR_FILL].lightness()
    assert dark[Role.ON_STRONG] == QColor("#202020")
    assert light[Role.ON_STRONG] == QColor("#ffffff")


def test_application_palette_is_the_default(qapp: QApplication) -> None:
    assert colour(Role.RED_SUIT) == colours(QApplication.palette())[Role.RED_SUIT]
    assert css(Role.RED_SUIT, PALETTES["dark"]) == colours(PALETTES["dark"])[Role.RED_SUIT].name()
