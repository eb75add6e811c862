"""The one list of interface languages.

English is the source language: its words are written in the code. Every other language is one
gettext catalogue, ``translations/<code>.po``, and one line below. Nothing else lists languages:
the command line's choices, the settings, the wizard's "show in" button and the interface's
language menu all read :data:`LANGUAGES`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Language:
    """An interface language: its code (the catalogue's name), its own name, and its locale."""

    code: str
    #: The language's name in itself, as a language menu shows it.
    name: str
    #: The locale for numbers and dates (``QLocale(locale)``), language_TERRITORY.
    locale: str
    #: The language's English name: the source of its name in the other languages ("Show in Greek").
    english: str


SOURCE = Language("en", "English", "en_GB", "English")

#: Every language, the source first. Adding one: its catalogue ``translations/<code>.po`` and a line here.
LANGUAGES: tuple[Language, ...] = (
    SOURCE,
    Language("el", "Ελληνικά", "el_GR", "Greek"),
)

#: The codes, for argument parsers and settings.
CODES: tuple[str, ...] = tuple(language.code for language in LANGUAGES)


def language(code: str) -> Language:
    """The language ``code``; raises ``ValueError`` naming the codes there are."""
    for candidate in LANGUAGES:
        if candidate.code == code:
            return candidate
    raise ValueError(f"no language {code!r} (expected one of {', '.join(CODES)})")
