"""Law references in sentences: ``Law 27``, ``Laws 28-32``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tdcompanion.models.text import arg, interface_language
from tdcompanion.wording.ref_text import law_ref_text


def law_ref(law: str) -> str:
    """``Law 27`` for one law, ``Laws 28-32`` or ``Laws 53, 57`` for several; the reference itself as the
    interface language writes it (:func:`~tdcompanion.wording.ref_text.law_ref_text`: ``Νόμος 16Γ``)."""
    law = law_ref_text(law, interface_language())
    if any(sep in law for sep in "-,"):
        return arg(QCoreApplication.translate("LawText", "Laws %1"), law)
    return arg(QCoreApplication.translate("LawText", "Law %1"), law)
