"""Law references as each language writes them: the one formatter every sentence that cites a law uses.

English keeps the WBF's letters: ``64A2``, ``50D2(a)``, ``30B1(b)(ii)``. The Greek federation's
translation of the Laws numbers sections with Greek capitals in the order of the Greek numerals
(A→Α, B→Β, C→Γ, D→Δ, E→Ε, F→ΣΤ, G→Ζ, H→Η) and sub-items with small Greek letters ((a)→(α),
(b)→(β), (c)→(γ), (d)→(δ), (e)→(ε), (f)→(στ) ...): ``50Δ2(α)``, ``16Γ``, ``44Ζ``. The Roman numerals of
a third level (``(ii)``) and the numbers stay as they are; so do ranges and lists (``61-64``, ``53, 57``).

Layer: imports nothing at run time (no Qt, not even the laws): the CLI, the wording and the Qt models share it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # only its text is read: the incidents list formats laws without loading the laws
    from tdcompanion.core.laws import LawRef

#: Section letters, as the Greek numerals run: F is the sixth (ΣΤ), G the seventh (Ζ).
GREEK_SECTION = {"A": "Α", "B": "Β", "C": "Γ", "D": "Δ", "E": "Ε", "F": "ΣΤ", "G": "Ζ", "H": "Η"}
#: Sub-item letters, the same order in small letters.
GREEK_SUB = {"a": "α", "b": "β", "c": "γ", "d": "δ", "e": "ε", "f": "στ", "g": "ζ", "h": "η", "i": "θ", "j": "ι"}

# One reference inside a text: law number, section letter, number, sub-item letter, Roman numeral.
_REF = re.compile(r"(?<![\w♠♥♦♣])(\d{1,2})([A-H])?(\d{1,2})?(?:\(([a-j])\))?(\([ivx]{1,4}\))?(?![A-Za-z])")


def _greek(match: re.Match[str]) -> str:
    law, letter, number, sub, roman = match.groups()
    text = law + (GREEK_SECTION[letter] if letter else "") + (number or "")
    if sub:
        text += f"({GREEK_SUB[sub]})"
    return text + (roman or "")


#: A language that writes law references in letters of its own: its replacement for one reference. A language
#: not here writes them as the WBF does.
LETTERS: dict[str, Callable[[re.Match[str]], str]] = {"el": _greek}


def law_ref_text(ref: LawRef | str, lang: str) -> str:
    """``ref`` (``LawRef(50, "D2(a)")``, ``"16C"``, ``"61-64"``, ``"53, 57"``) as ``lang`` writes it:
    ``"50D2(a)"`` in English, ``"50Δ2(α)"`` in Greek."""
    text = str(ref)
    letters = LETTERS.get(lang)
    return text if letters is None else _REF.sub(letters, text)
