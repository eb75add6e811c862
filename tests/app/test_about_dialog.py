"""Help > About: name, version, licence and the Laws edition, in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from tdcompanion import LAWS_EDITION, __version__
from tdcompanion.app.about_dialog import AboutDialog
from tdcompanion.app.i18n import Translators


@pytest.fixture
def dialog(qtbot: QtBot, translators: Translators) -> AboutDialog:
    translators.set_language("en")
    d = AboutDialog()
    qtbot.addWidget(d)
    return d


def texts(d: AboutDialog) -> str:
    labels = (d.name_label, d.version_label, d.summary_label, d.laws_label, d.licence_label, d.warranty_label)
    return "\n".join(label.text() for label in labels)


def test_english_facts(dialog: AboutDialog) -> None:
    shown = texts(dialog)
    assert "TD Companion" in shown
    assert f"Version {__version__}" in shown
    assert "GPL-3.0-or-later" in shown
    assert LAWS_EDITION in shown  # the translated literal must match the package constant
    assert dialog.windowTitle() == "About TD Companion"


def test_switches_to_greek_and_back(dialog: AboutDialog, translators: Translators) -> None:
    english = texts(dialog)
    translators.set_language("el")
    greek = texts(dialog)
    assert f"Έκδοση {__version__}" in greek
    assert "Κώδικας Αγωνιστικού Μπριτζ της Παγκόσμιας Ομοσπονδίας Μπριτζ, έκδοση 2017" in greek
    assert "GPL-3.0-or-later" in greek
    assert dialog.windowTitle() == "Σχετικά με το TD Companion"
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Close).text() == "Κλείσιμο"
    translators.set_language("en")
    assert texts(dialog) == english
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Close).text() == "Close"


def test_close_button_closes(qtbot: QtBot, dialog: AboutDialog) -> None:
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Close).click()
    assert not dialog.isVisible()
