"""Choosing the language, finding or building the catalogues, and Qt's own strings in Greek."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from tdcompanion.app import i18n
from tdcompanion.app.i18n import Translators, arg, resolve_language, system_language

Lang = QLocale.Language
Country = QLocale.Country


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        (QLocale(Lang.Greek, Country.Greece), "el"),
        (QLocale(Lang.Greek, Country.Cyprus), "el"),
        (QLocale(Lang.English, Country.UnitedStates), "en"),
        (QLocale(Lang.German, Country.Germany), "en"),
        (QLocale(Lang.Italian, Country.Italy), "en"),
    ],
)
def test_system_language(locale: QLocale, expected: str) -> None:
    assert system_language(locale) == expected


@pytest.mark.parametrize(("language", "expected"), [(Lang.Greek, "el"), (Lang.French, "en")])
def test_system_language_reads_the_system_locale(
    monkeypatch: pytest.MonkeyPatch, language: QLocale.Language, expected: str
) -> None:
    monkeypatch.setattr(i18n.QLocale, "system", staticmethod(lambda: QLocale(language)))
    assert system_language() == expected


GREEK = QLocale(Lang.Greek, Country.Greece)
ENGLISH = QLocale(Lang.English, Country.UnitedKingdom)


@pytest.mark.parametrize(
    ("requested", "saved", "locale", "expected"),
    [
        ("en", "el", GREEK, "en"),  # the command line wins
        ("el", None, ENGLISH, "el"),
        (None, "el", ENGLISH, "el"),  # then the saved choice
        (None, "en", GREEK, "en"),
        (None, None, GREEK, "el"),  # then the locale
        (None, None, ENGLISH, "en"),
    ],
)
def test_resolve_language(requested: str | None, saved: str | None, locale: QLocale, expected: str) -> None:
    assert resolve_language(requested, saved, locale) == expected


@pytest.mark.parametrize(
    ("template", "values", "expected"),
    [
        ("Line %1: %2", (3, "bad deal"), "Line 3: bad deal"),
        ("%2 before %1", ("a", "b"), "b before a"),
        ("%1", ("100%2",), "100%2"),  # a value is never scanned again
        ("%1 and %2", ("x",), "x and %2"),
    ],
)
def test_arg_fills_placeholders_once(template: str, values: tuple[object, ...], expected: str) -> None:
    assert arg(template, *values) == expected


def test_lrelease_is_found() -> None:
    tool = i18n.find_lrelease()
    assert tool is not None and tool.is_file()


def _translates_file_menu(qm: Path) -> str:
    t = QTranslator()
    assert t.load(str(qm))
    return t.translate("MainWindow", "&File")


def test_missing_catalogue_is_built_into_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fresh clone has no .qm: it is compiled on the fly so the program still speaks Greek."""
    monkeypatch.setattr(i18n, "PACKAGE_QM_DIR", tmp_path / "package-i18n")
    monkeypatch.setenv(i18n.CACHE_DIR_ENV, str(tmp_path / "cache"))
    qm = i18n.catalogue("tdcompanion_el")
    assert qm == tmp_path / "cache" / "i18n" / "tdcompanion_el.qm"
    assert _translates_file_menu(qm) == "&Αρχείο"


def test_stale_catalogue_is_rebuilt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "package-i18n"
    package.mkdir()
    (package / "tdcompanion_el.qm").write_bytes(b"old")
    ts = tmp_path / "translations"
    ts.mkdir()
    shutil.copy(i18n.SOURCE_TS_DIR / "tdcompanion_el.ts", ts)  # copied now: newer than the .qm
    monkeypatch.setattr(i18n, "PACKAGE_QM_DIR", package)
    monkeypatch.setattr(i18n, "SOURCE_TS_DIR", ts)
    monkeypatch.setenv(i18n.CACHE_DIR_ENV, str(tmp_path / "cache"))
    import os

    os.utime(package / "tdcompanion_el.qm", (0, 0))
    qm = i18n.catalogue("tdcompanion_el")
    assert qm is not None and qm.parent == tmp_path / "cache" / "i18n"
    assert _translates_file_menu(qm) == "&Αρχείο"


def test_packaged_catalogue_is_used_when_there_are_no_sources(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An installed program has .qm files and no translations/ directory."""
    package = tmp_path / "package-i18n"
    package.mkdir()
    (package / "tdcompanion_el.qm").write_bytes(b"whatever")
    monkeypatch.setattr(i18n, "PACKAGE_QM_DIR", package)
    monkeypatch.setattr(i18n, "SOURCE_TS_DIR", tmp_path / "absent")
    assert i18n.catalogue("tdcompanion_el") == package / "tdcompanion_el.qm"
    assert i18n.catalogue("tdcompanion_fr") is None


def test_qt_own_greek_catalogue_wins_when_present(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "qtbase_el.qm").write_bytes(b"from a future Qt")
    monkeypatch.setattr(i18n.QLibraryInfo, "path", staticmethod(lambda _which: str(tmp_path)))
    assert i18n.qt_catalogue("el") == tmp_path / "qtbase_el.qm"


def test_our_qtbase_catalogue_stands_in_for_qt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n.QLibraryInfo, "path", staticmethod(lambda _which: str(tmp_path)))
    qm = i18n.qt_catalogue("el")
    assert qm is not None and qm.name == "qtbase_el.qm"
    t = QTranslator()
    assert t.load(str(qm))
    assert t.translate("QPlatformTheme", "Cancel") == "Ακύρωση"


def test_unsupported_language_is_refused(translators: Translators) -> None:
    with pytest.raises(ValueError, match="unsupported language"):
        translators.set_language("fr")


def test_switching_installs_and_removes_catalogues(translators: Translators) -> None:
    translators.set_language("el")
    assert QCoreApplication.translate("MainWindow", "&File") == "&Αρχείο"
    assert QLocale().language() == Lang.Greek
    translators.set_language("en")
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"
    assert translators.language == "en"


@pytest.mark.parametrize(
    ("language", "ok", "cancel"), [("el", "Εντάξει", "Ακύρωση"), ("en", "OK", "Cancel")]
)
def test_standard_buttons_speak_the_language(translators: Translators, language: str, ok: str, cancel: str) -> None:
    translators.set_language(language)
    buttons = QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel
    box = QMessageBox(QMessageBox.Icon.Question, "?", "?", buttons)
    assert box.button(QMessageBox.StandardButton.Ok).text() == ok
    assert box.button(QMessageBox.StandardButton.Cancel).text() == cancel


def test_dialog_buttons_retranslate_on_switch(translators: Translators) -> None:
    translators.set_language("en")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close | QDialogButtonBox.StandardButton.Yes)
    translators.set_language("el")
    assert box.button(QDialogButtonBox.StandardButton.Close).text() == "Κλείσιμο"
    assert box.button(QDialogButtonBox.StandardButton.Yes).text() == "&Ναι"
