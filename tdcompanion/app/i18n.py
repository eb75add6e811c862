"""Interface language: choosing it, finding the compiled catalogues, switching at run time.

Switching follows Frescobaldi: :meth:`Translators.set_language` swaps the installed
``QTranslator`` objects; Qt then sends ``QEvent.LanguageChange`` to every widget,
and each widget sets its texts again in ``retranslate_ui()``::

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

Catalogues (``.qm``) are compiled from ``translations/*.ts`` by
``python scripts/build_translations.py`` into ``tdcompanion/i18n/``. A fresh clone
that skipped that step still runs in Greek: the missing (or stale) catalogue is
compiled on the fly with the ``lrelease`` that PySide6 ships, into the user cache.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

LANGUAGES = ("el", "en")
DEFAULT_LANGUAGE = "en"
CACHE_DIR_ENV = "TDCOMPANION_CACHE_DIR"

_PACKAGE_DIR = Path(__file__).resolve().parent.parent
PACKAGE_QM_DIR = _PACKAGE_DIR / "i18n"
SOURCE_TS_DIR = _PACKAGE_DIR.parent / "translations"  # present in a source checkout only

_LOCALES = {
    "el": (QLocale.Language.Greek, QLocale.Country.Greece),
    "en": (QLocale.Language.English, QLocale.Country.UnitedKingdom),
}


_PLACEHOLDER = re.compile(r"%([1-9])")


def arg(template: str, *values: object) -> str:
    """Fill Qt-style ``%1``, ``%2`` placeholders in one pass (a value containing ``%2`` stays as is)."""

    def fill(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(fill, template)


def system_language(locale: QLocale | None = None) -> str:
    """``"el"`` for a Greek locale, else ``"en"``."""
    loc = locale if locale is not None else QLocale.system()
    return "el" if loc.language() == QLocale.Language.Greek else DEFAULT_LANGUAGE


def resolve_language(requested: str | None, saved: str | None, locale: QLocale | None = None) -> str:
    """The language to start in: command line, then the saved choice, then the system locale."""
    for choice in (requested, saved):
        if choice in LANGUAGES:
            return choice
    return system_language(locale)


def cache_qm_dir() -> Path:
    override = os.environ.get(CACHE_DIR_ENV)
    if override:
        return Path(override) / "i18n"
    import platformdirs

    return Path(platformdirs.user_cache_dir("tdcompanion", appauthor=False)) / "i18n"


def find_lrelease() -> Path | None:
    """Qt's ``lrelease``: the binary inside the PySide6 package, or ``pyside6-lrelease`` beside Python."""
    import PySide6

    bindir = Path(sys.executable).parent
    for candidate in (
        Path(PySide6.__file__).parent / "lrelease",
        Path(PySide6.__file__).parent / "lrelease.exe",
        bindir / "pyside6-lrelease",
        bindir / "pyside6-lrelease.exe",
    ):
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    return None


def compile_ts(ts: Path, qm: Path, lrelease: Path | None = None) -> bool:
    """Compile ``ts`` into ``qm`` (atomically, so two starting instances cannot clash)."""
    import subprocess  # deferred: only a fresh clone compiles at start-up

    from tdcompanion.storage.atomic import atomic_file

    tool = lrelease or find_lrelease()
    if tool is None:
        return False
    qm.parent.mkdir(parents=True, exist_ok=True)
    with atomic_file(qm) as pending:
        tmp = pending.temp
        result = subprocess.run([str(tool), "-silent", str(ts), "-qm", str(tmp)], capture_output=True, check=False)
        if result.returncode != 0 or not tmp.is_file() or not tmp.stat().st_size:
            return False  # the temporary file goes with the block
        pending.commit()
    return True


def _is_stale(qm: Path, ts: Path) -> bool:
    return not qm.is_file() or (ts.is_file() and ts.stat().st_mtime > qm.stat().st_mtime)


def catalogue(name: str) -> Path | None:
    """The compiled ``name.qm``: packaged if current, else compiled from ``translations/`` into the cache."""
    packaged = PACKAGE_QM_DIR / f"{name}.qm"
    ts = SOURCE_TS_DIR / f"{name}.ts"
    if not _is_stale(packaged, ts):
        return packaged
    if ts.is_file():
        cached = cache_qm_dir() / f"{name}.qm"
        if not _is_stale(cached, ts) or compile_ts(ts, cached):
            return cached
    return packaged if packaged.is_file() else None


def qt_catalogue(language: str) -> Path | None:
    """Qt's own ``qtbase_<language>.qm`` if Qt ships one, else ours.

    Neither PySide6 6.12 nor Debian's qt6-translations-l10n ships a Greek qtbase
    catalogue, so without ours the standard buttons (OK, Cancel, Yes, No), the file
    dialog and the line-edit menu would stay English in a Greek window. We ship
    ``translations/qtbase_el.ts`` (hand-written, same source strings and contexts as
    Qt's) and use it only when Qt's is absent, so a future Qt with Greek wins.
    """
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    official = qt_dir / f"qtbase_{language}.qm"
    if official.is_file():
        return official
    return catalogue(f"qtbase_{language}")


class Translators:
    """The translators installed on the application for the current language."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._installed: list[QTranslator] = []
        self.language: str | None = None

    def remove(self) -> None:
        """Uninstall this object's translators (the interface falls back to the English source)."""
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed.clear()
        self.language = None

    def set_language(self, language: str) -> None:
        """Install ``language``'s catalogues; every widget retranslates before this returns."""
        if language not in LANGUAGES:
            raise ValueError(f"unsupported language {language!r} (expected one of {', '.join(LANGUAGES)})")
        self.remove()
        for path in (catalogue(f"tdcompanion_{language}"), qt_catalogue(language)):
            if path is None:
                continue
            translator = QTranslator(self._app)
            if translator.load(str(path)):
                self._app.installTranslator(translator)
                self._installed.append(translator)
        lang, country = _LOCALES[language]
        QLocale.setDefault(QLocale(lang, country))
        self.language = language
        # Qt posts LanguageChange to top-level widgets; deliver now so the switch is complete on return.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
