"""The interface's sentences: clauses joined as the language punctuates them, its language, and texts
with a number; ``arg`` (Qt-style ``%1`` arguments, from :mod:`tdcompanion.wording.catalogue`) is
re-exported for the models and widgets."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from tdcompanion.wording.catalogue import arg, catalogue
from tdcompanion.wording.languages import LANGUAGES, SOURCE

__all__ = ["arg", "clauses", "interface_language", "ntranslate"]


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
    """The code of the interface's language (the translators set the default locale to the language's)."""
    current = QLocale().language()
    for language in LANGUAGES:
        if QLocale(language.locale).language() == current:
            return language.code
    return SOURCE.code


def ntranslate(context: str, one: str, other: str, n: int) -> str:
    """A text with a number in the interface's language: the form for ``n`` (the catalogue's plural rule
    chooses; English ``one`` for 1, ``other`` otherwise), with ``%n`` replaced by ``n``.

    Qt's own plural call (``tr(text, "", n)``) passes one English text, so English would need a catalogue
    of its own for "1 card" / "2 cards"; this takes both English forms, as gettext does.
    """
    return catalogue(interface_language()).plural(context, one, other, n).replace("%n", str(n))
