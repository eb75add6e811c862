"""Every colour the program draws on screen, by meaning, derived from the current palette.

No widget or model writes a colour of its own: it asks for a :class:`Role` (a red suit, a
vulnerable seat, an error, ...) and gets the colour that role has in the palette in use, so a dark
or a high-contrast theme shows every mark readably. A role that carries a meaning (red suits,
errors, the vulnerable side) keeps its hue; its lightness is chosen from the palette, so that the
text reaches the contrast WCAG asks for (4.5 : 1) on every background it can be drawn on.
Background roles are the palette's Base, tinted toward their hue, so the palette's Text stays
readable on them. A printed report is on white paper whatever the screen shows: its colours are
in :mod:`tdcompanion.wording.print_colours`, not here.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPalette

#: WCAG 2 AA contrast for normal text; a little more is asked so that 8-bit rounding cannot drop below it.
MINIMUM_CONTRAST = 4.5
_TARGET = MINIMUM_CONTRAST + 0.1

#: A dark Base leans less toward a hue: a full tint would be a mid tone that light text reads badly on.
_DARK_SHARE = 0.6

#: Not a role: the empty pixel an off-screen pixmap starts from.
TRANSPARENT = QColor(Qt.GlobalColor.transparent)


class Kind(enum.Enum):
    TEXT = "text"  # drawn over the palette's backgrounds and every FILL
    FILL = "fill"  # a background tint; the palette's Text and every TEXT role are drawn on it
    STRONG = "strong"  # a saturated background; ON_STRONG is drawn on it


class Role(enum.Enum):
    """What a colour means. The value's first item says how it is used, the second why."""

    RED_SUIT = (Kind.TEXT, "hearts and diamonds")
    ERROR = (Kind.TEXT, "a problem: unreadable text, a refused answer, a card held twice")
    WARNING = (Kind.TEXT, "needs attention: a deficient hand, an irregular event, off rotation")
    SUCCESS = (Kind.TEXT, "all is well: a complete hand")
    MUTED = (Kind.TEXT, "secondary text: a cancelled call, cards still to play, a hint")
    MUTED_RED = (Kind.TEXT, "a heart or diamond muted: given to a seat other than the chosen one")
    FRAME = (Kind.TEXT, "the outline of a card or of the table (held to the text contrast too)")
    ERROR_FILL = (Kind.FILL, "behind a problem: a duplicate card, a refused answer")
    WARNING_FILL = (Kind.FILL, "behind a deficient hand")
    IRREGULAR_FILL = (Kind.FILL, "behind an irregular call or card, an exposed card")
    TURN_FILL = (Kind.FILL, "behind the seat whose turn it is")
    WINNER_FILL = (Kind.FILL, "behind the card that won the trick")
    HOVER_FILL = (Kind.FILL, "behind the card under the mouse")
    SELECTED_FILL = (Kind.FILL, "behind the cards of the chosen seat")
    CONTRACT_FILL = (Kind.FILL, "behind the contract's line in the double-dummy table")
    NEUTRAL_FILL = (Kind.FILL, "behind a card already given or played, a side not vulnerable")
    TABLE_FILL = (Kind.FILL, "the table's cloth: the compass, the play table")
    VULNERABLE = (Kind.STRONG, "the vulnerable side's seats")
    ALERT = (Kind.STRONG, "an alarm: a hand with too many cards")
    ON_STRONG = (Kind.TEXT, "text on VULNERABLE or ALERT")

    @property
    def kind(self) -> Kind:
        return self.value[0]


# The hue each meaning keeps, and how far a fill leans from Base toward it.
_RED = QColor(0xC0, 0x00, 0x00)
_ERROR = QColor(0xB0, 0x00, 0x20)
_WARNING = QColor(0x8A, 0x5A, 0x00)
_SUCCESS = QColor(0x1B, 0x5E, 0x20)
_FILL_HUES: dict[Role, tuple[QColor | QPalette.ColorRole, float]] = {
    Role.ERROR_FILL: (QColor(0xFF, 0x30, 0x30), 0.22),
    Role.WARNING_FILL: (QColor(0xFF, 0xC0, 0x00), 0.25),
    Role.IRREGULAR_FILL: (QColor(0xFF, 0x8C, 0x00), 0.30),
    Role.TURN_FILL: (QColor(0xFF, 0xD8, 0x00), 0.30),
    Role.WINNER_FILL: (QColor(0x30, 0xA0, 0x30), 0.18),
    Role.HOVER_FILL: (QPalette.ColorRole.Highlight, 0.18),
    Role.SELECTED_FILL: (QPalette.ColorRole.Highlight, 0.30),
    Role.CONTRACT_FILL: (QPalette.ColorRole.Link, 0.22),
    Role.NEUTRAL_FILL: (QPalette.ColorRole.Text, 0.11),
    Role.TABLE_FILL: (QColor(0x40, 0x90, 0x40), 0.10),
}
_TEXT_HUES: dict[Role, QColor | None] = {
    Role.RED_SUIT: _RED,
    Role.ERROR: _ERROR,
    Role.WARNING: _WARNING,
    Role.SUCCESS: _SUCCESS,
    Role.MUTED: None,  # Text halfway to Base, then as dark (or light) as contrast needs
    Role.MUTED_RED: QColor(0xB0, 0x50, 0x50),
    Role.FRAME: None,
}
#: The palette's own backgrounds every TEXT role is held readable against.
PALETTE_BACKGROUNDS = (QPalette.ColorRole.Base, QPalette.ColorRole.Window, QPalette.ColorRole.Button)
_KEY_ROLES = (
    *PALETTE_BACKGROUNDS,
    QPalette.ColorRole.Text,
    QPalette.ColorRole.WindowText,
    QPalette.ColorRole.Highlight,
    QPalette.ColorRole.Link,
)


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance of an opaque colour."""

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two opaque colours, from 1 (same) to 21 (black on white)."""
    return _ratio(luminance(a), luminance(b))


def _ratio(la: float, lb: float) -> float:
    """:func:`contrast_ratio` of two luminances."""
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved the fraction ``t`` of the way to ``b`` (sRGB components, opaque)."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


def readable(colour: QColor, backgrounds: Iterable[QColor], *, darker: bool) -> QColor:
    """``colour``'s hue, made darker (or lighter) step by step until it reaches the contrast
    target on every background; black or white in the end if the hue cannot."""
    grounds = [luminance(g) for g in backgrounds]  # once, not at every step (start-up derives 13 roles)
    hue, saturation, lightness, _ = colour.getHslF()
    hue = max(hue, 0.0)  # -1 for a grey
    step = -0.01 if darker else 0.01
    while True:
        candidate = QColor.fromHslF(hue, saturation, min(max(lightness, 0.0), 1.0))
        lc = luminance(candidate)
        if all(_ratio(lc, lg) >= _TARGET for lg in grounds) or not 0.0 < lightness < 1.0:
            return candidate
        lightness += step


def _key(palette: QPalette) -> tuple[int, ...]:
    group = QPalette.ColorGroup.Active
    return tuple(palette.color(group, role).rgba() for role in _KEY_ROLES)


@lru_cache(maxsize=16)
def _derive(key: tuple[int, ...]) -> Mapping[Role, QColor]:
    given = dict(zip(_KEY_ROLES, (QColor.fromRgba(k) for k in key), strict=True))
    base, text = given[QPalette.ColorRole.Base], given[QPalette.ColorRole.Text]
    dark_theme = luminance(base) < luminance(text)
    result: dict[Role, QColor] = {}
    for role, (hue, share) in _FILL_HUES.items():
        target = given[hue] if isinstance(hue, QPalette.ColorRole) else hue
        result[role] = mix(base, target, share * (_DARK_SHARE if dark_theme else 1.0))
    grounds = [given[r] for r in PALETTE_BACKGROUNDS] + [result[r] for r in _FILL_HUES]
    for role, hue in _TEXT_HUES.items():
        start = mix(text, base, 0.45) if hue is None else hue
        result[role] = readable(start, grounds, darker=not dark_theme)
    # Base reads on the strong fills exactly as their hue reads on Base: the same condition.
    result[Role.ON_STRONG] = QColor(base)
    result[Role.VULNERABLE] = readable(QColor(0xC6, 0x28, 0x28), [base], darker=not dark_theme)
    result[Role.ALERT] = readable(_ERROR, [base], darker=not dark_theme)
    return {role: QColor.fromRgba(c.rgba()) for role, c in result.items()}  # 8-bit RGB, as painted: equal compare equal


#: The roles of the palettes met lately, by QPalette.cacheKey() (which changes whenever a palette does):
#: item models ask for a colour per cell and per repaint, so the common case is one dictionary look-up.
_BY_CACHE_KEY: dict[int, tuple[Mapping[Role, QColor], Mapping[Role, QBrush]]] = {}


def _lookup(palette: QPalette | None) -> tuple[Mapping[Role, QColor], Mapping[Role, QBrush]]:
    palette = palette if palette is not None else QGuiApplication.palette()
    found = _BY_CACHE_KEY.get(palette.cacheKey())
    if found is None:
        if len(_BY_CACHE_KEY) > 64:
            _BY_CACHE_KEY.clear()
        derived = _derive(_key(palette))
        found = _BY_CACHE_KEY[palette.cacheKey()] = (derived, {r: QBrush(c) for r, c in derived.items()})
    return found


def colours(palette: QPalette | None = None) -> Mapping[Role, QColor]:
    """Every role's colour in ``palette`` (the application's when None)."""
    return _lookup(palette)[0]


def brush(role: Role, palette: QPalette | None = None) -> QBrush:
    """``role``'s colour as a brush, for an item model's ForegroundRole or BackgroundRole: asked at each
    repaint (so a view follows a change of palette without being told), hence cached. Do not change it."""
    return _lookup(palette)[1][role]


def colour(role: Role, palette: QPalette | None = None) -> QColor:
    """The colour of ``role`` in ``palette`` (the application's when None): a new QColor, free to change."""
    return QColor(colours(palette)[role])


def css(role: Role, palette: QPalette | None = None) -> str:
    """The colour of ``role`` as a style sheet or HTML writes it: ``#rrggbb``."""
    return colours(palette)[role].name()


__all__ = [
    "MINIMUM_CONTRAST",
    "PALETTE_BACKGROUNDS",
    "TRANSPARENT",
    "Kind",
    "Role",
    "brush",
    "colour",
    "colours",
    "contrast_ratio",
    "css",
    "luminance",
    "mix",
    "readable",
]
