"""Text folded for searching: case, accents and Greek final sigma do not matter, so that
``ρενονς`` finds ``Ρενόνς`` and ``cafe`` finds ``Café``."""

from __future__ import annotations

import unicodedata
from functools import lru_cache


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """``text`` without accents (combining marks after NFD), case-folded, with ``ς`` as ``σ``."""
    decomposed = unicodedata.normalize("NFD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", bare).casefold().replace("ς", "σ")


def matches(needle: str, folded_haystack: str) -> bool:
    """Every word of ``needle`` (folded here) is somewhere in ``folded_haystack`` (folded already)."""
    return all(word in folded_haystack for word in fold(needle).split())
