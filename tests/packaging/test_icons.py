"""The raster icons (resources/tdcompanion.png and .ico) are what scripts/make_icons.py makes from the drawing."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QGuiApplication, QImageReader

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def make_icons() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "scripts" / "make_icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_icons"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_the_committed_icons_are_in_step_with_the_drawing(make_icons: ModuleType, qapp: QGuiApplication) -> None:
    assert make_icons.stale() == []


def test_the_ico_declares_every_size_from_16_to_256(make_icons: ModuleType, qapp: QGuiApplication) -> None:
    images = make_icons.read_ico((ROOT / "resources" / "tdcompanion.ico").read_bytes())
    assert [i.declared for i in images] == [16, 20, 24, 32, 40, 48, 64, 128, 256]
    assert all(i.image.width() == i.declared == i.image.height() for i in images)


def test_qt_reads_every_image_of_the_ico(qapp: QGuiApplication) -> None:
    """Qt's own ICO reader (another reader than ours) finds the same sizes, each opaque in the middle."""
    reader = QImageReader(str(ROOT / "resources" / "tdcompanion.ico"))
    sizes = []
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        sizes.append(image.width())
        assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255
        assert image.pixelColor(0, 0).alpha() == 0  # the rounded corner is transparent
    assert sizes == [16, 20, 24, 32, 40, 48, 64, 128, 256]


def test_a_changed_drawing_is_found_stale(make_icons: ModuleType, qapp: QGuiApplication, tmp_path: Path) -> None:
    svg = tmp_path / "changed.svg"
    svg.write_text((ROOT / "resources" / "tdcompanion.svg").read_text().replace("#1d6b45", "#1d456b"))
    problems = make_icons.stale(svg=svg)
    assert any("tdcompanion.png differs from the drawing" in p for p in problems)
    assert any("the 256 px image differs" in p for p in problems)


def test_made_icons_read_back_as_written(make_icons: ModuleType, qapp: QGuiApplication, tmp_path: Path) -> None:
    png, ico = tmp_path / "i.png", tmp_path / "i.ico"
    make_icons.write(png=png, ico=ico)
    assert make_icons.stale(png=png, ico=ico) == []
    assert make_icons.stale(png=png, ico=tmp_path / "none.ico") == [f"{tmp_path / 'none.ico'} is missing"]


def test_a_damaged_ico_is_refused_with_a_reason(make_icons: ModuleType) -> None:
    data = (ROOT / "resources" / "tdcompanion.ico").read_bytes()
    with pytest.raises(ValueError, match="does not fit the file"):
        make_icons.read_ico(data[: len(data) // 2])
    with pytest.raises(ValueError, match="not an icon file"):
        make_icons.read_ico(b"\x00\x00\x02\x00\x01\x00" + data[6:])
