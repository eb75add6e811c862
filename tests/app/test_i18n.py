"""Choosing the language, serving the catalogue to Qt (our texts and Qt's own), switching at run time."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QObject
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from tdcompanion.app import i18n
from tdcompanion.app.i18n import Translators, arg, resolve_language, system_language
from tdcompanion.wording import catalogue as catalogue_module

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


def test_qt_own_greek_catalogue_wins_when_present(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "qtbase_el.qm").write_bytes(b"from a future Qt")
    monkeypatch.setattr(i18n.QLibraryInfo, "path", staticmethod(lambda _which: str(tmp_path)))
    assert i18n.qt_catalogue("el") == tmp_path / "qtbase_el.qm"


def test_our_catalogue_stands_in_for_qts_missing_greek(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, translators: Translators
) -> None:
    """No Qt ships ``qtbase_el``: the Qt dialogs' own texts come from our catalogue."""
    monkeypatch.setattr(i18n.QLibraryInfo, "path", staticmethod(lambda _which: str(tmp_path)))
    translators.set_language("el")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Ακύρωση"
    assert QCoreApplication.translate("QFileDialog", "&Open") == "Ά&νοιγμα"


class _Subclass(QObject):
    """An object whose ``tr`` context (its class name) is not the one the text was extracted under."""


def test_a_subclass_finds_the_text_its_base_class_translated(translators: Translators) -> None:
    translators.set_language("el")
    assert _Subclass().tr("&File") == "&Αρχείο"  # extracted as MainWindow's, asked as _Subclass's
    assert _Subclass().tr("A text nobody translated") == "A text nobody translated"


def test_a_damaged_catalogue_leaves_the_interface_in_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, translators: Translators, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "el.po").write_text('msgid "&File"\nmsgstr "&Αρχείο\n', encoding="utf-8")
    monkeypatch.setattr(catalogue_module, "CATALOGUE_DIRS", (tmp_path,))
    catalogue_module.catalogue.cache_clear()
    try:
        translators.set_language("el")
        assert QCoreApplication.translate("MainWindow", "&File") == "&File"
        assert QLocale().language() == Lang.Greek  # the language is still chosen; only its words are missing
        assert "el.po, line 2" in capsys.readouterr().err
    finally:
        catalogue_module.catalogue.cache_clear()


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
