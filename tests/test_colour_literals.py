"""No colour is written into the program outside the two places that own colours (issue 18): the screen's
roles, derived from the palette (tdcompanion/models/colours.py), and the printed report's fixed colours
(tdcompanion/wording/print_colours.py). A colour anywhere else would ignore a dark or high-contrast theme.

A static scan of every module: hex colours and rgb()/hsl() in strings (style sheets, HTML), CSS colour
names after a colour property, QColor/QBrush built from constants, and Qt.GlobalColor.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import tdcompanion

PACKAGE_DIR = Path(tdcompanion.__file__).resolve().parent
REPO_ROOT = PACKAGE_DIR.parent
COLOUR_OWNERS = frozenset({"tdcompanion/models/colours.py", "tdcompanion/wording/print_colours.py"})

HEX = re.compile(r"(?<![\w#&])#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3})(?![\w-])")
FUNCTION = re.compile(r"\b(?:rgba?|hsla?)\s*\(", re.IGNORECASE)
NAMED = re.compile(
    r"(?:color|background|background-color|border(?:-[a-z]+)?|bgcolor)\s*[:=]\s*[\"']?[^;\"'{}]*?\b"
    r"(?:white|black|red|green|blue|yellow|orange|gray|grey|silver|maroon|navy|purple|pink|brown|darkred)\b",
    re.IGNORECASE,
)
COLOUR_CLASSES = frozenset({"QColor", "QBrush"})
COLOUR_FACTORIES = frozenset({"fromRgb", "fromRgbF", "fromRgba", "fromHsl", "fromHslF", "fromHsv", "fromHsvF"})


def _called_name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _is_constant(node: ast.expr) -> bool:
    if isinstance(node, ast.UnaryOp):
        return _is_constant(node.operand)
    return isinstance(node, ast.Constant) and not isinstance(node.value, bool)


def colour_literals(source: str) -> list[str]:
    """Each colour written as a literal in ``source``: ``line: what``."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
            for pattern in (HEX, FUNCTION, NAMED):
                found += [f"{line}: {m.group(0)!r}" for m in pattern.finditer(text)]
        elif isinstance(node, ast.Call):
            name = _called_name(node.func)
            if (name in COLOUR_CLASSES or name in COLOUR_FACTORIES) and any(_is_constant(a) for a in node.args):
                found.append(f"{line}: {name}({', '.join(ast.unparse(a) for a in node.args)})")
        elif isinstance(node, ast.Attribute) and node.attr == "GlobalColor":
            found.append(f"{line}: {ast.unparse(node)}")
    return found


MODULES = sorted(p for p in PACKAGE_DIR.rglob("*.py") if p.relative_to(REPO_ROOT).as_posix() not in COLOUR_OWNERS)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.relative_to(REPO_ROOT).as_posix())
def test_no_colour_literal_outside_the_colour_modules(path: Path) -> None:
    found = colour_literals(path.read_text(encoding="utf-8"))
    where = path.relative_to(REPO_ROOT)
    assert not found, f"{where} writes colours of its own; use a role of tdcompanion.models.colours:\n" + "\n".join(
        f"  {where}:{f}" for f in found
    )


def test_scan_reads_the_package_and_its_owners_exist() -> None:
    assert len(MODULES) > 100
    assert all((REPO_ROOT / owner).is_file() for owner in COLOUR_OWNERS)
    # The owners really hold colours: the scan would find them there.
    assert all(colour_literals((REPO_ROOT / owner).read_text(encoding="utf-8")) for owner in COLOUR_OWNERS)


@pytest.mark.parametrize(
    "source",
    [
        'RED = "#c00000"',
        'STYLE = "color: #b00020;"',
        "STYLE = f'#compass {{ background: #e3efe3; }}'",
        'TABLE = \'<table style="border-color: #888;">\'',
        "c = QColor(0xC0, 0x00, 0x00)",
        'c = QColor("white")',
        "b = QBrush(QColor(255, 214, 204))",
        "c = QColor.fromRgb(1, 2, 3)",
        "pixmap.fill(Qt.GlobalColor.transparent)",
        'style = "background:red; color:white;"',
        "html = '<td bgcolor=\"white\">'",
        'css = "color: rgb(10, 20, 30)"',
    ],
)
def test_scan_finds_a_colour_literal(source: str) -> None:
    assert colour_literals(source)


@pytest.mark.parametrize(
    "source",
    [
        'self.setObjectName("compass")\nsheet = "#compass { border-radius: 6px; }"',
        "colour = roles[Role.RED_SUIT]",
        'sheet = f"color: {css(Role.ERROR)};"',
        "c = QColor(PAPER)",
        'title = "Board #12"',
        'text = "&#160;"',
        'hint = "color: palette(mid);"',
    ],
)
def test_scan_leaves_roles_and_other_text_alone(source: str) -> None:
    assert colour_literals(source) == []
