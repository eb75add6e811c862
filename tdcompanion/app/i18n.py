"""Interface language: choosing it, and serving the catalogue to Qt, switching at run time.

The interface reads the same catalogue as the rulings (``translations/<code>.po``, see
:mod:`tdcompanion.wording.catalogue`): :class:`CatalogueTranslator` is a ``QTranslator`` that answers
Qt's ``translate(context, source, disambiguation, n)`` from it, as Frescobaldi serves its gettext
catalogues to Qt. So ``self.tr("…")``, ``QCoreApplication.translate("Ctx", "…")`` and Qt's own
dialogs (:mod:`tdcompanion.app.qt_messages`) are translated by the one catalogue, with nothing to
compile.

Switching follows Frescobaldi: :meth:`Translators.set_language` swaps the installed translator; Qt
then sends ``QEvent.LanguageChange`` to every widget, and each widget sets its texts again in
``retranslate_ui()``::

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from tdcompanion.wording.catalogue import Catalogue, arg, catalogue
from tdcompanion.wording.languages import CODES, SOURCE, language

__all__ = ["LANGUAGES", "CatalogueTranslator", "Translators", "arg", "resolve_language", "system_language"]

LANGUAGES = CODES
DEFAULT_LANGUAGE = SOURCE.code


def system_language(locale: QLocale | None = None) -> str:
    """The interface language of the system's locale, if it is one of ours, else English."""
    loc = locale if locale is not None else QLocale.system()
    for code in CODES:
        if QLocale(language(code).locale).language() == loc.language():
            return code
    return DEFAULT_LANGUAGE


def resolve_language(requested: str | None, saved: str | None, locale: QLocale | None = None) -> str:
    """The language to start in: command line, then the saved choice, then the system locale."""
    for choice in (requested, saved):
        if choice in LANGUAGES:
            return choice
    return system_language(locale)


class CatalogueTranslator(QTranslator):
    """A ``QTranslator`` that answers from a gettext catalogue.

    Qt's disambiguation is part of the context (``Context|disambiguation``), as the catalogue's
    extraction writes it. ``self.tr`` in PySide6 asks in the context of the object's class, where the
    text was extracted in the class that wrote it; a subclass's request therefore falls back to the
    text's translation in any context, when it has just one.
    """

    def __init__(self, translations: Catalogue, parent: QCoreApplication | None = None) -> None:
        super().__init__(parent)
        self.catalogue = translations

    def isEmpty(self) -> bool:
        return self.catalogue.empty

    def language(self) -> str:
        return self.catalogue.code

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:  # type: ignore[override]  # fmt: skip
        key = f"{context}|{disambiguation}" if disambiguation else context
        # None is a null QString: "not translated here", so Qt asks the next translator, else shows the source.
        # An empty string would not do: Qt would show it, and the text would vanish.
        return self.catalogue.find(key, source)


def qt_catalogue(code: str) -> Path | None:
    """Qt's own ``qtbase_<code>.qm``, if this Qt ships one (none ships Greek: the catalogue carries it)."""
    path = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / f"qtbase_{code}.qm"
    return path if path.is_file() else None


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

    def _install(self, translator: QTranslator) -> None:
        self._app.installTranslator(translator)
        self._installed.append(translator)

    def set_language(self, code: str) -> None:
        """Install ``code``'s catalogue; every widget retranslates before this returns."""
        if code not in LANGUAGES:
            raise ValueError(f"unsupported language {code!r} (expected one of {', '.join(LANGUAGES)})")
        self.remove()
        official = qt_catalogue(code)
        if official is not None:  # installed first, so ours (asked first) wins where both translate
            qt_own = QTranslator(self._app)
            if qt_own.load(str(official)):
                self._install(qt_own)
        if code != SOURCE.code:
            self._install(CatalogueTranslator(catalogue(code), self._app))
        QLocale.setDefault(QLocale(language(code).locale))
        self.language = code
        # Qt posts LanguageChange to top-level widgets; deliver now so the switch is complete on return.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
