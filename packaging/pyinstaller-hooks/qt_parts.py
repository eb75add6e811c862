"""What of Qt the bundle leaves out (tdcompanion.spec; the hooks beside this file).

PyInstaller's own hook of each PySide6 module collects every plug-in of the Qt modules it links to, and
then every library those plug-ins need. These hooks take the place of PyInstaller's (a hook of the
project outranks PyInstaller's own) and drop, before the libraries are looked for:

- the SVG and PDF image formats and the SVG icon engine (the program's icon is a PNG);
- the platforms for embedded devices (eglfs, linuxfb, vnc...);
- TLS and network information (the program is offline; QtNetwork stays for its local socket);
- the GTK 3 theme, which would ship pango, cairo and ATK without GTK itself.

Kept: xcb and wayland (a Linux desktop), windows, offscreen (the smoke test), the image formats Qt reads
(PNG is built in; ICO, JPEG, GIF), print support, the input methods of a desktop.
"""

from __future__ import annotations

import re

UNWANTED = re.compile(
    r"plugins/("
    r"imageformats/[^/]*q(svg|pdf|tga|wbmp|webp|tiff|icns)"
    r"|iconengines/"
    r"|platforms/[^/]*q(eglfs|linuxfb|minimalegl|vnc|vkkhrdisplay|direct2d)"
    r"|platformthemes/[^/]*qgtk3"
    r"|tls/|networkinformation/|egldeviceintegrations/|generic/|sqldrivers/|qmltooling/"
    r"|platforminputcontexts/[^/]*qtvirtualkeyboard"
    r")",
    re.IGNORECASE,
)


def wanted(source: str) -> bool:
    """Whether a file PyInstaller's hook would collect goes into the bundle."""
    return not UNWANTED.search(source.replace("\\", "/"))


def qt_module(hook_file: str) -> tuple[list[str], list[tuple[str, str]], list[tuple[str, str]]]:
    """PyInstaller's hook of the PySide6 module named by ``hook_file``, without the unwanted parts."""
    from PyInstaller.utils.hooks.qt import add_qt6_dependencies

    hiddenimports, binaries, datas = add_qt6_dependencies(hook_file)
    return (
        hiddenimports,
        [(src, dest) for src, dest in binaries if wanted(src)],
        [(src, dest) for src, dest in datas if wanted(src)],
    )
