"""Sentences with Qt-style ``%1`` arguments: the one filler every layer above the core uses."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLocale

_PLACEHOLDER = re.compile(r"%([1-9])")


def arg(template: str, *values: object) -> str:
    """Fill Qt-style ``%1``, ``%2`` placeholders in one pass (a value containing ``%2`` stays as is).

    A placeholder with no value stays in the text, so a missing argument shows instead of vanishing.
    """

    def fill(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(fill, template)


def clauses(first: str, *more: str) -> str:
    """Clauses of one sentence, joined as the language punctuates them.

    English joins them with a semicolon; Greek may not (``;`` is its question mark), so the
    join is a translatable template: Greek uses the ano teleia (``·``).
    """
    text = first
    for clause in more:
        text = arg(QCoreApplication.translate("Text", "%1; %2", "two clauses of one sentence"), text, clause)
    return text


def interface_language() -> str:
    """``"el"`` while the interface is in Greek, else ``"en"`` (the translators set the default locale)."""
    return "el" if QLocale().language() == QLocale.Language.Greek else "en"
