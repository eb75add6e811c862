"""Fixtures for the widget tests: the interface language, real or stand-in."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from tdcompanion.app.i18n import Translators


class _Pseudo(QTranslator):
    """Translates everything to «[el] source», as a stand-in for a real catalogue."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:  # type: ignore[override]
        return f"[el] {source}"

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def pseudo_language(qapp: QApplication) -> Iterator[QTranslator]:
    """The stand-in catalogue, for the test to install; removed afterwards if the test did not."""
    translator = _Pseudo()
    yield translator
    QCoreApplication.removeTranslator(translator)


@pytest.fixture
def greek(translators: Translators) -> Translators:
    """The real Greek catalogue, installed for the test (``translators`` is the suite-wide fixture)."""
    translators.set_language("el")
    return translators
