"""Text folded for searching: case, accents and Greek final sigma do not matter, so that
``ρενονς`` finds ``Ρενόνς`` and ``cafe`` finds ``Café``."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# Combining marks (accents, diaeresis, breathings, iota subscript): the blocks Latin and Greek use.
_MARKS = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+")


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """``text`` without accents (combining marks after NFD), case-folded, with ``ς`` as ``σ``."""
    if text.isascii():
        return text.lower()
    bare = _MARKS.sub("", unicodedata.normalize("NFD", text))
    return unicodedata.normalize("NFC", bare).casefold().replace("ς", "σ")


def matches(needle: str, folded_haystack: str) -> bool:
    """Every word of ``needle`` (folded here) is somewhere in ``folded_haystack`` (folded already)."""
    return all(word in folded_haystack for word in fold(needle).split())
