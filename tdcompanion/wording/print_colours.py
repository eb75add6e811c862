"""The colours of the printed report, in one place.

A report is read on white paper (or a PDF that stands for it), whatever theme the screen has, so
these are fixed print colours, not palette roles (those are in :mod:`tdcompanion.models.colours`).
Each is dark enough on white, or light enough under black text, to survive a grey-scale printer;
the vulnerable seats are also named in words, never shown by the fill alone.
"""

from __future__ import annotations

PAPER = "#ffffff"
#: Hearts and diamonds.
RED_SUIT = "#c00000"
#: Behind a vulnerable seat in the deal diagram.
VULNERABLE_FILL = "#f2c4c0"
#: Behind the trick or call the ruling is about.
MARKED_FILL = "#fff2c2"
#: Table rules.
RULE = "#888888"
#: The page numbers in the footer.
FOOTER = "#555555"

__all__ = ["FOOTER", "MARKED_FILL", "PAPER", "RED_SUIT", "RULE", "VULNERABLE_FILL"]
