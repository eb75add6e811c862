"""The Qt side's law references (``law_ref``) go through the one formatter: Greek letters in Greek (issue 18)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tdcompanion.models.law_text import law_ref

if TYPE_CHECKING:
    from tdcompanion.app.i18n import Translators


@pytest.mark.parametrize(("law", "en", "el"), [
    ("16C", "Law 16C", "Νόμος 16Γ"),
    ("50D2(a)", "Law 50D2(a)", "Νόμος 50Δ2(α)"),
    ("44G", "Law 44G", "Νόμος 44Ζ"),
    ("27", "Law 27", "Νόμος 27"),
    ("61-64", "Laws 61-64", "Νόμοι 61-64"),
    ("48-50, 58B", "Laws 48-50, 58B", "Νόμοι 48-50, 58Β"),
])  # fmt: skip
def test_law_ref_in_the_interface_language(translators: Translators, law: str, en: str, el: str) -> None:
    translators.set_language("en")
    assert law_ref(law) == en
    translators.set_language("el")
    assert law_ref(law) == el
