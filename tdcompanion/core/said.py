"""Messages that say what went wrong as data, so that any language can say it.

The core explains bad input in English (``str(exc)``: the command line, the logs, the tests). A
:class:`Said` is that English text and, with it, the message's key and parameters, so that the interface
says it in the Director's language: "East does not hold ♣Q" is shown as "Η Ανατολή δεν έχει το ♣Q"
(``tdcompanion.wording.said_text``). The English templates live with the code that raises them (the
modules' ``SAID`` tables); the catalogue translates them under the context ``said/<key>``.

Layer: core (standard library only).
"""

from __future__ import annotations

from collections.abc import Mapping

from tdcompanion.core.seats import Seat


def _english(value: object) -> object:
    """A parameter as the English template shows it: a seat by its name, a suit by its plural ("spades"), a
    list joined with commas; anything else as it is (the template may format it, ``{text!r}``)."""
    if isinstance(value, Seat):
        return value.english_name
    if isinstance(value, tuple | list):
        return ", ".join(str(_english(v)) for v in value)
    plural = getattr(value, "plural_name", None)
    return plural if isinstance(plural, str) else value


class Said(str):
    """An English message (it *is* the ``str``) that carries its ``key`` and ``params`` too."""

    key: str
    params: Mapping[str, object]

    def __new__(cls, key: str, template: str, **params: object) -> Said:
        english = {name: _english(value) for name, value in params.items()}
        made = super().__new__(cls, template.format(**english))
        made.key = key
        made.params = dict(params)
        return made


class Messages:
    """One area's messages (``"play"``: what cannot have happened in a play record): ``key -> English``.

    Calling it makes the :class:`Said` for a key: ``PLAY("not_held", seat=Seat.E, card=card)``.
    """

    def __init__(self, area: str, texts: Mapping[str, str]) -> None:
        self.area = area
        self.texts = texts

    def __call__(self, key: str, **params: object) -> Said:
        return Said(f"{self.area}.{key}", self.texts[key], **params)


def reason_of(exc: Exception) -> str:
    """Why ``exc`` was raised: its :class:`Said` where it has one (so another language can say it), else its
    text. An error that wraps another passes this on as its own reason."""
    reason = getattr(exc, "reason", None)
    if isinstance(reason, str):
        return reason
    return exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)
