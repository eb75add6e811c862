"""Make the program's raster icons from its drawing, ``resources/tdcompanion.svg`` (issue 21).

    python scripts/make_icons.py            # writes resources/tdcompanion.png and resources/tdcompanion.ico
    python scripts/make_icons.py --check    # exit 1 if the committed files are not what the drawing gives

``tdcompanion.png`` is the drawing at 256 x 256 (the window icon, the Linux desktop's icon).
``tdcompanion.ico`` is the Windows icon (the frozen executables, the installer, the Start menu): one image
per size Windows asks for, 16 to 256. The sizes below 256 are 32-bit device-independent bitmaps with an
AND mask, the 256 one is PNG-compressed: the layout Windows' own icons have, which every Windows tool
(the shell, PyInstaller's resource writer, Inno Setup) reads.

Rendered with Qt's own SVG renderer (QtSvg, part of PySide6-Essentials), so no other tool is needed.
The comparison of ``--check`` (and tests/test_icons.py) is by pixels, within a small tolerance, so a
different Qt version's anti-aliasing or PNG encoder does not count as a change of the drawing.
"""

from __future__ import annotations

import argparse
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "tdcompanion.svg"
PNG = ROOT / "resources" / "tdcompanion.png"
ICO = ROOT / "resources" / "tdcompanion.ico"
PNG_SIZE = 256
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
#: From this size up the ICO holds a PNG, below it a bitmap (Windows Vista and later read both).
ICO_PNG_FROM = 256
#: Largest difference of a colour channel (0..255) between a committed image and a fresh rendering.
TOLERANCE = 8

_ICONDIR = struct.Struct("<HHH")  # reserved 0, type 1 (icon), number of images
_ICONDIRENTRY = struct.Struct("<BBBBHHII")  # width, height (0 = 256), colours, reserved, planes, bpp, size, offset
_BITMAPINFOHEADER = struct.Struct("<IiiHHIIiiII")


def render(size: int, svg: Path = SVG) -> QImage:
    """The drawing at ``size`` x ``size`` pixels, on a transparent background (ARGB32, not premultiplied)."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not an SVG drawing Qt can render")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError("Qt could not encode a PNG image")
    buffer.close()
    return bytes(data.data())


def _bitmap_bytes(image: QImage) -> bytes:
    """An ICO bitmap: BITMAPINFOHEADER (twice the height: colour then mask), BGRA rows bottom-up, AND mask."""
    width, height = image.width(), image.height()
    header = _BITMAPINFOHEADER.pack(_BITMAPINFOHEADER.size, width, height * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    rows = []
    mask_rows = []
    mask_stride = ((width + 31) // 32) * 4
    for y in reversed(range(height)):
        row = bytearray()
        mask = bytearray(mask_stride)
        for x in range(width):
            argb = image.pixel(x, y)
            alpha = argb >> 24
            row += struct.pack("<I", argb)  # little-endian 0xAARRGGBB is B, G, R, A
            if alpha == 0:
                mask[x // 8] |= 0x80 >> (x % 8)
        rows.append(bytes(row))
        mask_rows.append(bytes(mask))
    return header + b"".join(rows) + b"".join(mask_rows)


def ico_bytes(images: dict[int, QImage]) -> bytes:
    """An ICO file holding ``images`` (size -> square image), smallest first."""
    sizes = sorted(images)
    blobs = [png_bytes(images[s]) if s >= ICO_PNG_FROM else _bitmap_bytes(images[s]) for s in sizes]
    offset = _ICONDIR.size + _ICONDIRENTRY.size * len(sizes)
    out = bytearray(_ICONDIR.pack(0, 1, len(sizes)))
    for size, blob in zip(sizes, blobs, strict=True):
        side = 0 if size >= 256 else size
        out += _ICONDIRENTRY.pack(side, side, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    return bytes(out) + b"".join(blobs)


@dataclass(frozen=True)
class IcoImage:
    """One image of an ICO file, as its directory declares it and as it decodes."""

    declared: int  # the directory's width (256 for a 0)
    image: QImage


def read_ico(data: bytes) -> list[IcoImage]:
    """The images of an ICO file; ``ValueError`` saying what is wrong if it is not one."""
    if len(data) < _ICONDIR.size:
        raise ValueError("too short for an ICO file")
    reserved, kind, count = _ICONDIR.unpack_from(data)
    if reserved != 0 or kind != 1 or count == 0:
        raise ValueError(f"not an icon file (header {reserved}, {kind}, {count})")
    images = []
    for index in range(count):
        width, height, _colours, _reserved, _planes, bpp, size, offset = _ICONDIRENTRY.unpack_from(
            data, _ICONDIR.size + index * _ICONDIRENTRY.size
        )
        side = width or 256
        if (height or 256) != side or offset + size > len(data):
            raise ValueError(f"image {index}: {width} x {height} at {offset}+{size} does not fit the file")
        blob = data[offset : offset + size]
        image = _decode_png(blob) if blob.startswith(b"\x89PNG") else _decode_bitmap(blob, side, bpp)
        if image.width() != side or image.height() != side:
            raise ValueError(f"image {index}: declared {side} px, holds {image.width()} x {image.height()}")
        images.append(IcoImage(side, image))
    return images


def _decode_png(blob: bytes) -> QImage:
    image = QImage.fromData(blob, "PNG")
    if image.isNull():
        raise ValueError("a PNG image of the icon does not decode")
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def _decode_bitmap(blob: bytes, side: int, bpp: int) -> QImage:
    (header_size, width, height2, _planes, bits, compression) = _BITMAPINFOHEADER.unpack_from(blob)[:6]
    if header_size != _BITMAPINFOHEADER.size or bits != 32 or bpp != 32 or compression != 0:
        raise ValueError(f"a bitmap of the icon is not 32-bit uncompressed ({bits} bits, compression {compression})")
    if width != side or height2 != 2 * side:
        raise ValueError(f"a bitmap of the icon is {width} x {height2 // 2}, its entry says {side}")
    pixels = blob[header_size : header_size + 4 * side * side]
    if len(pixels) != 4 * side * side:
        raise ValueError("a bitmap of the icon is cut short")
    image = QImage(side, side, QImage.Format.Format_ARGB32)
    for y in range(side):
        row = pixels[(side - 1 - y) * 4 * side : (side - y) * 4 * side]
        for x in range(side):
            image.setPixel(x, y, struct.unpack_from("<I", row, 4 * x)[0])
    return image


def largest_difference(a: QImage, b: QImage) -> int:
    """The largest difference of a colour channel between two images of one size (transparent pixels
    compare equal whatever their colour)."""
    if a.size() != b.size():
        raise ValueError(f"sizes differ: {a.width()}x{a.height()} and {b.width()}x{b.height()}")
    worst = 0
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            if pa == pb or (pa >> 24 == 0 and pb >> 24 == 0):
                continue
            worst = max(worst, *(abs(((pa >> s) & 0xFF) - ((pb >> s) & 0xFF)) for s in (0, 8, 16, 24)))
    return worst


def stale(png: Path = PNG, ico: Path = ICO, svg: Path = SVG) -> list[str]:
    """What in the committed icons is not what the drawing gives now (empty when they are in step)."""
    problems = []
    if not png.is_file():
        problems.append(f"{png} is missing")
    else:
        image = _decode_png(png.read_bytes())
        if image.width() != PNG_SIZE or image.height() != PNG_SIZE:
            problems.append(f"{png} is {image.width()} x {image.height()}, not {PNG_SIZE} x {PNG_SIZE}")
        elif (diff := largest_difference(image, render(PNG_SIZE, svg))) > TOLERANCE:
            problems.append(f"{png} differs from the drawing (by {diff} in a colour channel)")
    if not ico.is_file():
        problems.append(f"{ico} is missing")
        return problems
    try:
        images = read_ico(ico.read_bytes())
    except ValueError as exc:
        return [*problems, f"{ico}: {exc}"]
    sizes = tuple(sorted(i.declared for i in images))
    if sizes != ICO_SIZES:
        problems.append(f"{ico} holds the sizes {sizes}, not {ICO_SIZES}")
    for item in images:
        diff = largest_difference(item.image, render(item.declared, svg))
        if diff > TOLERANCE:
            problems.append(f"{ico}: the {item.declared} px image differs from the drawing (by {diff})")
    return problems


def write(png: Path = PNG, ico: Path = ICO, svg: Path = SVG) -> None:
    png.write_bytes(png_bytes(render(PNG_SIZE, svg)))
    ico.write_bytes(ico_bytes({size: render(size, svg) for size in ICO_SIZES}))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only check that the committed icons are in step")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # fonts and image formats
    if args.check:
        problems = stale()
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            print("run: python scripts/make_icons.py", file=sys.stderr)
        return 1 if problems else 0
    write()
    print(f"wrote {PNG.relative_to(ROOT)} and {ICO.relative_to(ROOT)} ({', '.join(map(str, ICO_SIZES))} px)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
