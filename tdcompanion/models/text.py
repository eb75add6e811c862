"""Sentences with Qt-style ``%1`` arguments: the one filler every layer above the core uses."""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%([1-9])")


def arg(template: str, *values: object) -> str:
    """Fill Qt-style ``%1``, ``%2`` placeholders in one pass (a value containing ``%2`` stays as is).

    A placeholder with no value stays in the text, so a missing argument shows instead of vanishing.
    """

    def fill(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(fill, template)
